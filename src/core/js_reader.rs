//! Reads a value the page hands in (a plain JS value, as `JSON.parse` gives) into the engine's
//! types. `js_writer` writes what goes out.
//!
//! Why not serde-wasm-bindgen's reader: its error type has only serde's `custom`, so for a
//! value of the wrong type serde writes the value out in full, and that links core's float
//! printer and `Debug` escaping of text with its Unicode tables: 6-13 KB a module, for
//! words a player sees only when a course file is refused ("The wasm boundary: what crosses and
//! how it is converted" in docs/measurements.md). The errors here name the kind of value found
//! instead of printing it.
//! Lists and objects are stepped through by one out-of-line reader (`Items`), not serde's
//! `value` deserializers, whose stepping was built again for every type read (1 KB gzip).

use std::borrow::Borrow;
use std::fmt;

use js_sys::{Array, Object};
use serde::de::{self, Expected, Unexpected, Visitor};
use serde::{ser, Serialize, Serializer};
use wasm_bindgen::{JsCast, JsValue};

use super::wire::{hand_over, RAW};

/// Reads `value` into `T`.
pub fn read<T: de::DeserializeOwned>(value: &JsValue) -> Result<T, ReadError> {
    T::deserialize(JsIn(value.clone()))
}

/// Why a value could not be read, in serde's usual words.
#[derive(Debug)]
pub struct ReadError(String);

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ReadError {}

impl de::Error for ReadError {
    fn custom<T: fmt::Display>(message: T) -> Self {
        ReadError(message.to_string())
    }

    fn invalid_type(found: Unexpected, expected: &dyn Expected) -> Self {
        ReadError(format!(
            "invalid type: {}, expected {expected}",
            Found(found)
        ))
    }

    fn invalid_value(found: Unexpected, expected: &dyn Expected) -> Self {
        ReadError(format!(
            "invalid value: {}, expected {expected}",
            Found(found)
        ))
    }
}

/// What was found: integers and text as they are, other values by their kind alone (see the
/// module's note for why no float is printed).
struct Found<'a>(Unexpected<'a>);

impl fmt::Display for Found<'_> {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self.0 {
            Unexpected::Bool(b) => write!(f, "boolean `{b}`"),
            Unexpected::Unsigned(n) => write!(f, "integer `{n}`"),
            Unexpected::Signed(n) => write!(f, "integer `{n}`"),
            Unexpected::Float(_) => f.write_str("a number that is not a whole number"),
            Unexpected::Str(s) => write!(f, "string \"{s}\""),
            Unexpected::Unit => f.write_str("null"),
            Unexpected::Seq => f.write_str("a list"),
            Unexpected::Map => f.write_str("an object"),
            Unexpected::UnitVariant => f.write_str("a name alone"),
            Unexpected::Other(what) => f.write_str(what),
            _ => f.write_str("another kind of value"),
        }
    }
}

/// A JS value being read.
struct JsIn(JsValue);

/// What a JS value is, found once and out of line: the reading methods below are built once
/// for every type read, so they only dispatch.
enum Js {
    Nothing,
    Bool(bool),
    Number(f64),
    Text(String),
    List(Array),
    /// A plain object's `[key, value]` pairs (`Object.entries`).
    Object(Array),
    /// What JSON cannot hold: a BigInt, a symbol, a function.
    Other,
}

/// Numbers, text, lists and objects first: they are most of what a record holds.
#[inline(never)]
fn look(value: JsValue) -> Js {
    if let Some(n) = value.as_f64() {
        Js::Number(n)
    } else if let Some(text) = value.as_string() {
        Js::Text(text)
    } else if Array::is_array(&value) {
        Js::List(value.unchecked_into())
    } else if value.is_object() {
        Js::Object(Object::entries(value.unchecked_ref::<Object>()))
    } else if let Some(b) = value.as_bool() {
        Js::Bool(b)
    } else if is_nothing(&value) {
        Js::Nothing
    } else {
        Js::Other
    }
}

fn is_nothing(value: &JsValue) -> bool {
    value.is_null() || value.is_undefined()
}

/// The error for a value of another kind than the one asked for.
#[inline(never)]
fn wrong(found: Js, expected: &dyn Expected) -> ReadError {
    let found = match &found {
        Js::Nothing => Unexpected::Unit,
        Js::Bool(b) => Unexpected::Bool(*b),
        Js::Number(n) => match whole(*n) {
            Some(n) => Unexpected::Signed(n),
            None => Unexpected::Float(*n),
        },
        Js::Text(text) => Unexpected::Str(text),
        Js::List(_) => Unexpected::Seq,
        Js::Object(_) => Unexpected::Map,
        Js::Other => Unexpected::Other("a value JSON cannot hold"),
    };
    de::Error::invalid_type(found, expected)
}

/// A list's items or an object's `[key, value]` entries, read in order. The stepping is out of
/// line and the same for every type; only the few lines handing a value to a type's reader are
/// built per type.
struct Items {
    items: Array,
    len: u32,
    next: u32,
    /// An object entry's value, read after its key.
    value: Option<JsValue>,
}

impl Items {
    fn new(items: Array) -> Items {
        Items {
            len: items.length(),
            items,
            next: 0,
            value: None,
        }
    }

    fn item(&mut self) -> Option<JsValue> {
        (self.next < self.len).then(|| {
            self.next += 1;
            self.items.get(self.next - 1)
        })
    }

    /// The next entry's key; its value is kept for `next_value_seed`.
    fn key(&mut self) -> Option<JsValue> {
        let pair: Array = self.item()?.unchecked_into();
        self.value = Some(pair.get(1));
        Some(pair.get(0))
    }

    fn left(&self) -> usize {
        (self.len - self.next) as usize
    }

    /// An error when items are left over once the type has read what it wanted.
    #[inline(never)]
    fn end(&self) -> Result<(), ReadError> {
        match self.left() {
            0 => Ok(()),
            _ => Err(de::Error::invalid_length(
                self.len as usize,
                &Read(self.next),
            )),
        }
    }
}

/// As many as were read: what a list or object that holds more was expected to hold.
struct Read(u32);

impl Expected for Read {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl<'de> de::SeqAccess<'de> for Items {
    type Error = ReadError;

    fn next_element_seed<T: de::DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, ReadError> {
        match self.item() {
            Some(item) => seed.deserialize(JsIn(item)).map(Some),
            None => Ok(None),
        }
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.left())
    }
}

impl<'de> de::MapAccess<'de> for Items {
    type Error = ReadError;

    fn next_key_seed<K: de::DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, ReadError> {
        match self.key() {
            Some(key) => seed.deserialize(JsIn(key)).map(Some),
            None => Ok(None),
        }
    }

    fn next_value_seed<V: de::DeserializeSeed<'de>>(
        &mut self,
        seed: V,
    ) -> Result<V::Value, ReadError> {
        seed.deserialize(JsIn(self.value.take().unwrap_or(JsValue::UNDEFINED)))
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.left())
    }
}

fn list<'de, V: Visitor<'de>>(items: Array, visitor: V) -> Result<V::Value, ReadError> {
    let mut seq = Items::new(items);
    let read = visitor.visit_seq(&mut seq)?;
    seq.end()?;
    Ok(read)
}

fn object<'de, V: Visitor<'de>>(entries: Array, visitor: V) -> Result<V::Value, ReadError> {
    let mut map = Items::new(entries);
    let read = visitor.visit_map(&mut map)?;
    map.end()?;
    Ok(read)
}

/// A list's items, or the error for another kind of value. This and the two below are out of
/// line, the same for every type: only the hand-over to a type's reader is built per type.
#[inline(never)]
fn list_items(value: JsValue, expected: &dyn Expected) -> Result<Array, ReadError> {
    match look(value) {
        Js::List(items) => Ok(items),
        other => Err(wrong(other, expected)),
    }
}

/// An object's `[key, value]` entries, or the error for another kind of value.
#[inline(never)]
fn object_entries(value: JsValue, expected: &dyn Expected) -> Result<Array, ReadError> {
    match look(value) {
        Js::Object(entries) => Ok(entries),
        other => Err(wrong(other, expected)),
    }
}

/// An enum's variant: its name alone (read once, by the variant's reader), or an object with
/// its name as the one key.
#[inline(never)]
fn choice(value: JsValue, expected: &dyn Expected) -> Result<Choice, ReadError> {
    if value.is_string() {
        return Ok(Choice(value, None));
    }
    match look(value) {
        Js::Object(entries) if entries.length() == 1 => {
            let pair: Array = entries.get(0).unchecked_into();
            Ok(Choice(pair.get(0), Some(pair.get(1))))
        }
        _ => Err(de::Error::invalid_type(
            Unexpected::Other("neither a name nor an object with one key"),
            expected,
        )),
    }
}

/// `n` as an integer, if it is a whole number within 2^53 (beyond it a JS number no longer
/// holds every integer). `fract` of an infinity is NaN, so infinities and NaN are not.
fn whole(n: f64) -> Option<i64> {
    (n.fract() == 0.0 && n.abs() <= 9_007_199_254_740_991.0).then_some(n as i64)
}

/// JSON has one kind of number; serde's integer types take it when it is a whole one.
fn number<'de, V: Visitor<'de>>(n: f64, visitor: V) -> Result<V::Value, ReadError> {
    match whole(n) {
        Some(n) if n >= 0 => visitor.visit_u64(n as u64),
        Some(n) => visitor.visit_i64(n),
        None => visitor.visit_f64(n),
    }
}

/// Reads a number, or says what was found instead.
macro_rules! read_number {
    ($($method:ident)*) => {$(
        fn $method<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ReadError> {
            match self.0.as_f64() {
                Some(n) => number(n, visitor),
                None => Err(wrong(look(self.0), &visitor)),
            }
        }
    )*};
}

/// Reads text, or says what was found instead.
macro_rules! read_text {
    ($($method:ident)*) => {$(
        fn $method<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ReadError> {
            match self.0.as_string() {
                Some(text) => visitor.visit_string(text),
                None => Err(wrong(look(self.0), &visitor)),
            }
        }
    )*};
}

impl<'de> de::Deserializer<'de> for JsIn {
    type Error = ReadError;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ReadError> {
        match look(self.0) {
            Js::Nothing => visitor.visit_unit(),
            Js::Bool(b) => visitor.visit_bool(b),
            Js::Number(n) => number(n, visitor),
            Js::Text(text) => visitor.visit_string(text),
            Js::List(items) => list(items, visitor),
            Js::Object(entries) => object(entries, visitor),
            other => Err(wrong(other, &visitor)),
        }
    }

    read_number! {
        deserialize_i8 deserialize_i16 deserialize_i32 deserialize_i64
        deserialize_u8 deserialize_u16 deserialize_u32 deserialize_u64
        deserialize_f32 deserialize_f64
    }

    read_text! { deserialize_char deserialize_str deserialize_string deserialize_identifier }

    fn deserialize_bool<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ReadError> {
        match self.0.as_bool() {
            Some(b) => visitor.visit_bool(b),
            None => Err(wrong(look(self.0), &visitor)),
        }
    }

    fn deserialize_unit<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ReadError> {
        if is_nothing(&self.0) {
            visitor.visit_unit()
        } else {
            Err(wrong(look(self.0), &visitor))
        }
    }

    fn deserialize_unit_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value, ReadError> {
        self.deserialize_unit(visitor)
    }

    fn deserialize_seq<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ReadError> {
        let items = list_items(self.0, &visitor)?;
        list(items, visitor)
    }

    fn deserialize_tuple<V: Visitor<'de>>(
        self,
        _len: usize,
        visitor: V,
    ) -> Result<V::Value, ReadError> {
        self.deserialize_seq(visitor)
    }

    fn deserialize_tuple_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _len: usize,
        visitor: V,
    ) -> Result<V::Value, ReadError> {
        self.deserialize_seq(visitor)
    }

    fn deserialize_map<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ReadError> {
        let entries = object_entries(self.0, &visitor)?;
        object(entries, visitor)
    }

    /// A struct is an object. serde_json also takes a list of its fields in order, but no writer
    /// writes one, and reading it would build a second reader into every struct's code (2.5 KB of
    /// 18 Holes' module): such a list is refused as a value of the wrong kind.
    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, ReadError> {
        let entries = object_entries(self.0, &visitor)?;
        object(entries, visitor)
    }

    /// What is skipped is not looked at.
    fn deserialize_ignored_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ReadError> {
        visitor.visit_unit()
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ReadError> {
        if is_nothing(&self.0) {
            visitor.visit_none()
        } else {
            visitor.visit_some(self)
        }
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        visitor: V,
    ) -> Result<V::Value, ReadError> {
        if name == RAW {
            hand_over(self.0);
            return visitor.visit_unit();
        }
        visitor.visit_newtype_struct(self)
    }

    /// An enum is its variant's name (`"Pass"`) or an object with that name as its one key
    /// (`{"Play": 3}`), as serde_json writes them.
    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, ReadError> {
        let choice = choice(self.0, &visitor)?;
        visitor.visit_enum(choice)
    }

    serde::forward_to_deserialize_any! { i128 u128 bytes byte_buf }
}

/// An enum's variant being read: its name, and what it holds when it came as `{name: content}`.
/// One reader for both forms, so each enum's variant code is built once.
struct Choice(JsValue, Option<JsValue>);

impl<'de> de::EnumAccess<'de> for Choice {
    type Error = ReadError;
    type Variant = Content;

    fn variant_seed<S: de::DeserializeSeed<'de>>(
        self,
        seed: S,
    ) -> Result<(S::Value, Content), ReadError> {
        Ok((seed.deserialize(JsIn(self.0))?, Content(self.1)))
    }
}

/// What a variant holds: nothing when it came as its name alone.
struct Content(Option<JsValue>);

impl Content {
    /// The content a variant with content needs, or serde_json's refusal of a name alone.
    #[inline(never)]
    fn held(self, kind: &'static str) -> Result<JsIn, ReadError> {
        match self.0 {
            Some(content) => Ok(JsIn(content)),
            None => Err(de::Error::invalid_type(Unexpected::UnitVariant, &kind)),
        }
    }
}

impl<'de> de::VariantAccess<'de> for Content {
    type Error = ReadError;

    /// A name alone, or `{name: null}`.
    fn unit_variant(self) -> Result<(), ReadError> {
        match self.0 {
            Some(content) => de::Deserialize::deserialize(JsIn(content)),
            None => Ok(()),
        }
    }

    fn newtype_variant_seed<T: de::DeserializeSeed<'de>>(
        self,
        seed: T,
    ) -> Result<T::Value, ReadError> {
        seed.deserialize(self.held("newtype variant")?)
    }

    fn tuple_variant<V: Visitor<'de>>(self, len: usize, visitor: V) -> Result<V::Value, ReadError> {
        de::Deserializer::deserialize_tuple(self.held("tuple variant")?, len, visitor)
    }

    fn struct_variant<V: Visitor<'de>>(
        self,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, ReadError> {
        de::Deserializer::deserialize_struct(self.held("struct variant")?, "", fields, visitor)
    }
}

/// A JS value written through any serializer as the JSON it holds. The engine's own writer is
/// handed a `Raw`'s JS value as it is (`wire.rs`); this is for every other serializer: serde_json
/// in the browser's tests, the state hash in the benchmark's module.
pub struct AsJson<V: Borrow<JsValue>>(pub V);

impl<V: Borrow<JsValue>> Serialize for AsJson<V> {
    fn serialize<S: Serializer>(&self, out: S) -> Result<S::Ok, S::Error> {
        match look(self.0.borrow().clone()) {
            Js::Nothing => out.serialize_unit(),
            Js::Bool(b) => out.serialize_bool(b),
            Js::Number(n) => match whole(n) {
                Some(n) if n >= 0 => out.serialize_u64(n as u64),
                Some(n) => out.serialize_i64(n),
                None => out.serialize_f64(n),
            },
            Js::Text(text) => out.serialize_str(&text),
            Js::List(items) => out.collect_seq(items.into_iter().map(AsJson)),
            Js::Object(entries) => out.collect_map(entries.into_iter().map(|entry| {
                let pair: Array = entry.unchecked_into();
                (
                    pair.get(0).as_string().unwrap_or_default(),
                    AsJson(pair.get(1)),
                )
            })),
            Js::Other => Err(ser::Error::custom("a value JSON cannot hold")),
        }
    }
}
