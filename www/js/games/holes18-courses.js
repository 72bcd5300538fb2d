// 18 Holes courses of one's own: opened from a .json course file, checked by the engine (a file
// that is not a course is refused with the engine's sentence and nothing kept is touched), kept
// in this browser and offered beside the shipped courses.
import * as store from '../store.js';
import { loadEngine, guard, EngineError } from '../engine.js';

/** The setup's course value for a kept course: the prefix and its name. */
export const MINE = 'mine:';
/** Larger files are refused before reading: a full 18-hole course is about 10 KB. */
const MAX_BYTES = 256 * 1024;

export const myCourses = () => store.loadCourses();
export const myCourse = (value) => (value?.startsWith(MINE) ? myCourses().find((c) => MINE + c.name === value) ?? null : null);

/**
 * Reads, checks and keeps a course file (a File). Resolves to its setup value; rejects with
 * an EngineError (code, message). A name already kept gets a number rather than replacing the kept course.
 */
export async function openCourseFile(file) {
  if (file.size > MAX_BYTES) throw new EngineError('course_too_large', `The file is ${Math.round(file.size / 1024)} KB; a course file is at most ${MAX_BYTES / 1024} KB.`);
  const text = await file.text();
  const { checkCourse } = await loadEngine('holes18-tools');
  const course = JSON.parse(guard(() => checkCourse(text)));
  const list = myCourses();
  const taken = new Set(list.map((c) => c.name));
  const base = course.name;
  for (let n = 2; taken.has(course.name); n++) course.name = `${base} (${n})`;
  if (!store.saveCourses([...list, course])) throw new EngineError('storage_full', 'This browser would not keep the course (its storage is full or turned off).');
  return MINE + course.name;
}

/** Forgets a kept course. */
export function removeCourse(value) {
  store.saveCourses(myCourses().filter((c) => MINE + c.name !== value));
}
