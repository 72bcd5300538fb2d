// @ts-check
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

/** Refuses a file too large to be a course file, before reading it (an EngineError with its size). */
export function refuseTooBig(file) {
  if (file.size <= MAX_BYTES) return;
  const kb = Math.round(file.size / 1024);
  const max = MAX_BYTES / 1024;
  throw new EngineError('course_file_too_big', `The file is ${kb} KB; a course file is at most ${max} KB.`, { kb, max });
}

/**
 * Reads, checks and keeps a course file (a File). Resolves to its setup value; rejects with
 * an EngineError (code, message). A name already kept gets a number rather than replacing the kept course.
 */
export async function openCourseFile(file) {
  refuseTooBig(file);
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
