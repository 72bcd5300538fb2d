//! Writes the engine's values as the plain JS values the page reads (what `JSON.parse` of
//! serde_json's text would give): objects, arrays, numbers, strings, booleans and null.
//!
//! Why not serde-wasm-bindgen's writer: it answers options this engine never uses (maps as ES
//! maps, BigInts, byte arrays, undefined for a missing value) at every value it writes, and that
//! is built into every type's writing code: 5-6 KB of each game's module, 8 KB of 18 Holes'
//! ("The wasm boundary: what crosses and how it is converted" in docs/measurements.md). The
//! values written are the same: a browser test compares them with serde_json's.

use std::cell::RefCell;
use std::fmt;

use js_sys::{Array, Object};
use serde::ser::{self, Serialize};
use wasm_bindgen::prelude::*;

use super::wire::{take_handed, RAW};

/// Writes `value`; `null` for what JSON cannot hold (an integer beyond 2^53).
pub fn write<T: Serialize + ?Sized>(value: &T) -> JsValue {
    value.serialize(JsOut).unwrap_or(JsValue::NULL)
}

#[wasm_bindgen]
extern "C" {
    /// A plain object, written to by key.
    type Plain;

    #[wasm_bindgen(method, indexing_setter)]
    fn set(this: &Plain, key: &JsValue, value: JsValue);
}

fn plain() -> Plain {
    Object::new().unchecked_into()
}

/// `{name: value}`: how an enum's variant with content is written.
fn variant(name: &'static str, value: JsValue) -> JsValue {
    let object = plain();
    object.set(&key(name), value);
    object.into()
}

/// Slots for `key`'s JS strings: 1024 (a module writes a few hundred names).
const KEY_BITS: u32 = 10;

thread_local! {
    /// Field and variant names as JS strings, by the name's address and length.
    static KEYS: RefCell<Vec<(*const u8, usize, JsValue)>> = const { RefCell::new(Vec::new()) };
}

/// A field or variant name as a JS string. Names are `&'static str`, written hundreds of times
/// a scene; making a new JS string for each would double a scene's time in Chromium, so each is
/// kept in a slot chosen by its address and length (two names on one slot take turns in it).
fn key(name: &'static str) -> JsValue {
    let (at, len) = (name.as_ptr(), name.len());
    KEYS.with(|keys| {
        let mut keys = keys.borrow_mut();
        // Filled on first use: a table made where it is declared would link thread-local
        // set-up code (0.2-0.5 KB a module, measured).
        if keys.is_empty() {
            keys.resize(1 << KEY_BITS, (std::ptr::null(), 0, JsValue::UNDEFINED));
        }
        // Fibonacci hashing of the address: names side by side in memory land far apart.
        let slot = (at as usize as u32).wrapping_mul(0x9E37_79B9) >> (32 - KEY_BITS);
        let slot = &mut keys[slot as usize];
        if slot.0 != at || slot.1 != len {
            *slot = (at, len, JsValue::from_str(name));
        }
        slot.2.clone()
    })
}

/// Why a value could not be written.
#[derive(Debug)]
pub struct WriteError;

impl fmt::Display for WriteError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a value JSON cannot hold")
    }
}

impl std::error::Error for WriteError {}

impl ser::Error for WriteError {
    fn custom<T: fmt::Display>(_: T) -> Self {
        WriteError
    }
}

/// Beyond 2^53 a JS number no longer holds every integer.
const EXACT: u64 = (1 << 53) - 1;

fn integer(n: i64) -> Result<JsValue, WriteError> {
    if n.unsigned_abs() <= EXACT {
        Ok(JsValue::from_f64(n as f64))
    } else {
        Err(WriteError)
    }
}

struct JsOut;

/// A list being written (a sequence or a tuple).
struct List(Array);

/// An object being written (a struct, or a map whose keys write as text or numbers).
struct Fields(Plain, Option<JsValue>);

/// An enum's variant with content, being written: its name and the list or object.
struct Variant(&'static str, JsValue);

type Written = Result<JsValue, WriteError>;

/// The `serialize_*` methods of number types a JS number holds whole.
macro_rules! written_as_a_number {
    ($($method:ident : $t:ty),*) => {$(
        fn $method(self, v: $t) -> Written {
            Ok(JsValue::from_f64(v.into()))
        }
    )*};
}

impl ser::Serializer for JsOut {
    type Ok = JsValue;
    type Error = WriteError;
    type SerializeSeq = List;
    type SerializeTuple = List;
    type SerializeTupleStruct = List;
    type SerializeTupleVariant = Variant;
    type SerializeMap = Fields;
    type SerializeStruct = Fields;
    type SerializeStructVariant = Variant;

    fn serialize_bool(self, v: bool) -> Written {
        Ok(JsValue::from_bool(v))
    }

    written_as_a_number!(
        serialize_i8: i8,
        serialize_i16: i16,
        serialize_i32: i32,
        serialize_u8: u8,
        serialize_u16: u16,
        serialize_u32: u32,
        serialize_f32: f32
    );

    fn serialize_i64(self, v: i64) -> Written {
        integer(v)
    }

    fn serialize_u64(self, v: u64) -> Written {
        integer(i64::try_from(v).map_err(|_| WriteError)?)
    }

    fn serialize_f64(self, v: f64) -> Written {
        Ok(JsValue::from_f64(v))
    }

    fn serialize_char(self, v: char) -> Written {
        Ok(JsValue::from_str(v.encode_utf8(&mut [0; 4])))
    }

    fn serialize_str(self, v: &str) -> Written {
        Ok(JsValue::from_str(v))
    }

    /// As a list of numbers, as serde_json writes them.
    fn serialize_bytes(self, v: &[u8]) -> Written {
        v.serialize(self)
    }

    fn serialize_none(self) -> Written {
        Ok(JsValue::NULL)
    }

    fn serialize_some<T: ?Sized + Serialize>(self, v: &T) -> Written {
        v.serialize(self)
    }

    fn serialize_unit(self) -> Written {
        Ok(JsValue::NULL)
    }

    fn serialize_unit_struct(self, _name: &'static str) -> Written {
        Ok(JsValue::NULL)
    }

    fn serialize_unit_variant(self, _: &'static str, _: u32, name: &'static str) -> Written {
        Ok(key(name))
    }

    /// A `Raw` (`RAW`) is the JS value it keeps, handed over beside the serializer.
    fn serialize_newtype_struct<T: ?Sized + Serialize>(self, name: &'static str, v: &T) -> Written {
        if name == RAW {
            return take_handed().ok_or(WriteError);
        }
        v.serialize(self)
    }

    fn serialize_newtype_variant<T: ?Sized + Serialize>(
        self,
        _: &'static str,
        _: u32,
        name: &'static str,
        v: &T,
    ) -> Written {
        Ok(variant(name, v.serialize(self)?))
    }

    fn serialize_seq(self, _len: Option<usize>) -> Result<List, WriteError> {
        Ok(List(Array::new()))
    }

    fn serialize_tuple(self, _len: usize) -> Result<List, WriteError> {
        Ok(List(Array::new()))
    }

    fn serialize_tuple_struct(self, _: &'static str, _len: usize) -> Result<List, WriteError> {
        Ok(List(Array::new()))
    }

    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        name: &'static str,
        _len: usize,
    ) -> Result<Variant, WriteError> {
        Ok(Variant(name, Array::new().into()))
    }

    fn serialize_map(self, _len: Option<usize>) -> Result<Fields, WriteError> {
        Ok(Fields(plain(), None))
    }

    fn serialize_struct(self, _: &'static str, _len: usize) -> Result<Fields, WriteError> {
        Ok(Fields(plain(), None))
    }

    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        name: &'static str,
        _len: usize,
    ) -> Result<Variant, WriteError> {
        Ok(Variant(name, plain().into()))
    }
}

/// Writes `v` onto the end of `list`.
fn push<T: ?Sized + Serialize>(list: &Array, v: &T) -> Result<(), WriteError> {
    push_value(list, v.serialize(JsOut)?);
    Ok(())
}

/// Writes `v` as `object`'s field `name`.
fn field<T: ?Sized + Serialize>(
    object: &Plain,
    name: &'static str,
    v: &T,
) -> Result<(), WriteError> {
    set_field(object, name, v.serialize(JsOut)?);
    Ok(())
}

/// What `push` and `field` do once the value is written, out of line: the same for every type.
#[inline(never)]
fn push_value(list: &Array, value: JsValue) {
    list.push(&value);
}

#[inline(never)]
fn set_field(object: &Plain, name: &'static str, value: JsValue) {
    object.set(&key(name), value);
}

impl ser::SerializeSeq for List {
    type Ok = JsValue;
    type Error = WriteError;

    fn serialize_element<T: ?Sized + Serialize>(&mut self, v: &T) -> Result<(), WriteError> {
        push(&self.0, v)
    }

    fn end(self) -> Written {
        Ok(self.0.into())
    }
}

/// Tuples and tuple structs are written as lists, as sequences are.
macro_rules! written_as_a_list {
    ($($kind:ident :: $method:ident),*) => {$(
        impl ser::$kind for List {
            type Ok = JsValue;
            type Error = WriteError;

            fn $method<T: ?Sized + Serialize>(&mut self, v: &T) -> Result<(), WriteError> {
                push(&self.0, v)
            }

            fn end(self) -> Written {
                Ok(self.0.into())
            }
        }
    )*};
}

written_as_a_list!(
    SerializeTuple::serialize_element,
    SerializeTupleStruct::serialize_field
);

impl ser::SerializeTupleVariant for Variant {
    type Ok = JsValue;
    type Error = WriteError;

    fn serialize_field<T: ?Sized + Serialize>(&mut self, v: &T) -> Result<(), WriteError> {
        push(self.1.unchecked_ref(), v)
    }

    fn end(self) -> Written {
        Ok(variant(self.0, self.1))
    }
}

impl ser::SerializeStructVariant for Variant {
    type Ok = JsValue;
    type Error = WriteError;

    fn serialize_field<T>(&mut self, name: &'static str, v: &T) -> Result<(), WriteError>
    where
        T: ?Sized + Serialize,
    {
        field(self.1.unchecked_ref(), name, v)
    }

    fn end(self) -> Written {
        Ok(variant(self.0, self.1))
    }
}

impl ser::SerializeStruct for Fields {
    type Ok = JsValue;
    type Error = WriteError;

    fn serialize_field<T>(&mut self, name: &'static str, v: &T) -> Result<(), WriteError>
    where
        T: ?Sized + Serialize,
    {
        field(&self.0, name, v)
    }

    fn end(self) -> Written {
        Ok(self.0.into())
    }
}

/// A map's keys are written as JS writes an object's keys: text, or numbers as text.
impl ser::SerializeMap for Fields {
    type Ok = JsValue;
    type Error = WriteError;

    fn serialize_key<T: ?Sized + Serialize>(&mut self, k: &T) -> Result<(), WriteError> {
        self.1 = Some(k.serialize(JsOut)?);
        Ok(())
    }

    fn serialize_value<T: ?Sized + Serialize>(&mut self, v: &T) -> Result<(), WriteError> {
        let key = self.1.take().ok_or(WriteError)?;
        self.0.set(&key, v.serialize(JsOut)?);
        Ok(())
    }

    fn end(self) -> Written {
        Ok(self.0.into())
    }
}
