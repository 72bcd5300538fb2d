//! What crosses the engine's edge: settings, moves, records, views, scenes, events.
//!
//! In the browser these are JS values, written and read by the engine's own `js_writer` and
//! `js_reader`, and text is read with the browser's own `JSON.parse`: no JSON parser or
//! printer is compiled into a game's module (Beck's and Golfie's modules are a fifth smaller for
//! it; see "The wasm boundary: what crosses and how it is converted" in docs/measurements.md).
//! Natively (the CLI, the tests, files) they are JSON text through serde_json. Either way the
//! shapes are the same JSON shapes.
//! (The library's own unit tests are native tests written with JSON text: built for the
//! browser, they keep the text wire.)

use crate::core::game::RuleError;
use serde::de::DeserializeOwned;
use serde::Serialize;

/// A value on its way out: a JS value in the browser, JSON text natively.
#[cfg(all(web, not(test)))]
pub type Wire = wasm_bindgen::JsValue;
#[cfg(not(all(web, not(test))))]
pub type Wire = String;

/// A value handed in: a JS value in the browser, JSON text natively.
#[cfg(all(web, not(test)))]
pub type WireIn = wasm_bindgen::JsValue;
#[cfg(not(all(web, not(test))))]
pub type WireIn = str;

/// A value the engine keeps as it came (a record's settings and moves, the move behind a hit):
/// read into a game's own types only when used. In the browser, the JS value itself.
#[cfg(all(web, not(test)))]
pub use js_raw::Raw;
#[cfg(not(all(web, not(test))))]
pub type Raw = Box<serde_json::value::RawValue>;

#[cfg(all(web, not(test)))]
pub(super) use js_raw::{hand_over, take_handed, RAW};

/// How a `Raw` crosses `js_reader` and `js_writer`: as a newtype named `RAW`. A serde visitor
/// or serializer takes only plain values, so the JS value itself is handed over beside them; the
/// module runs on one thread, and the other side takes it at once.
#[cfg(all(web, not(test)))]
mod js_raw {
    use std::cell::Cell;

    use serde::{de, Deserialize, Deserializer, Serialize, Serializer};
    use wasm_bindgen::JsValue;

    #[derive(Debug, Clone)]
    pub struct Raw(pub(in crate::core::wire) JsValue);

    pub const RAW: &str = "clubhouse::wire::Raw";

    thread_local! {
        static HANDED: Cell<Option<JsValue>> = const { Cell::new(None) };
    }

    pub fn hand_over(value: JsValue) {
        HANDED.with(|handed| handed.set(Some(value)));
    }

    pub fn take_handed() -> Option<JsValue> {
        HANDED.with(Cell::take)
    }

    /// To any other serializer (serde_json in the browser's tests) it is the JSON it holds.
    impl Serialize for Raw {
        fn serialize<S: Serializer>(&self, out: S) -> Result<S::Ok, S::Error> {
            hand_over(self.0.clone());
            out.serialize_newtype_struct(RAW, &super::super::js_reader::AsJson(&self.0))
        }
    }

    impl<'de> Deserialize<'de> for Raw {
        fn deserialize<D: Deserializer<'de>>(reader: D) -> Result<Raw, D::Error> {
            struct Handed;
            impl de::Visitor<'_> for Handed {
                type Value = Raw;
                fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                    f.write_str("any JSON value")
                }
                fn visit_unit<E: de::Error>(self) -> Result<Raw, E> {
                    take_handed()
                        .map(Raw)
                        .ok_or_else(|| E::custom("a value handed in without its JS value"))
                }
            }
            reader.deserialize_newtype_struct(RAW, Handed)
        }
    }
}

#[cfg(all(web, not(test)))]
mod imp {
    use super::*;

    pub fn to_wire<T: Serialize + ?Sized>(value: &T) -> Wire {
        super::super::js_writer::write(value)
    }

    pub fn from_wire<T: DeserializeOwned>(value: &WireIn) -> Result<T, String> {
        super::super::js_reader::read(value).map_err(|e| e.to_string())
    }

    pub fn from_text<T: DeserializeOwned>(text: &str) -> Result<T, String> {
        from_wire(&text_to_wire(text)?)
    }

    pub fn text_to_wire(text: &str) -> Result<Wire, String> {
        js_sys::JSON::parse(text).map_err(|_| "it is not JSON".to_string())
    }

    pub fn to_text<T: Serialize + ?Sized>(value: &T) -> String {
        json_text(&to_wire(value)).unwrap_or_else(|| "null".to_string())
    }

    /// `None` for what JSON cannot hold (undefined, a function, a symbol, a BigInt, a cycle).
    pub fn json_text(value: &WireIn) -> Option<String> {
        js_sys::JSON::stringify(value).ok()?.as_string()
    }

    pub fn raw<T: Serialize + ?Sized>(value: &T) -> Raw {
        Raw(to_wire(value))
    }

    pub fn read_raw<T: DeserializeOwned>(raw: &Raw) -> Result<T, String> {
        from_wire(&raw.0)
    }

    pub fn raw_text(raw: &Raw) -> String {
        json_text(&raw.0).unwrap_or_default()
    }

    pub fn raw_as_wire(raw: &Raw) -> &WireIn {
        &raw.0
    }

    pub fn field(object: &WireIn, name: &str) -> Option<Wire> {
        js_sys::Reflect::get(object, &Wire::from_str(name))
            .ok()
            .filter(|value| !value.is_undefined())
    }
}

#[cfg(not(all(web, not(test))))]
mod imp {
    use super::*;

    pub fn to_wire<T: Serialize + ?Sized>(value: &T) -> Wire {
        to_text(value)
    }

    pub fn from_wire<T: DeserializeOwned>(value: &WireIn) -> Result<T, String> {
        from_text(value)
    }

    pub fn from_text<T: DeserializeOwned>(text: &str) -> Result<T, String> {
        serde_json::from_str(text).map_err(|e| e.to_string())
    }

    /// Natively the wire is text already; whether it is JSON is for its reader to say.
    pub fn text_to_wire(text: &str) -> Result<Wire, String> {
        Ok(text.to_string())
    }

    pub fn to_text<T: Serialize + ?Sized>(value: &T) -> String {
        serde_json::to_string(value).unwrap_or_else(|_| "null".to_string())
    }

    pub fn raw<T: Serialize + ?Sized>(value: &T) -> Raw {
        serde_json::value::to_raw_value(value).unwrap_or_else(|_| {
            serde_json::value::RawValue::from_string("null".to_string()).expect("null is JSON")
        })
    }

    pub fn read_raw<T: DeserializeOwned>(raw: &Raw) -> Result<T, String> {
        from_text(raw.get())
    }

    pub fn raw_text(raw: &Raw) -> String {
        raw.get().to_string()
    }

    pub fn raw_as_wire(raw: &Raw) -> &WireIn {
        raw.get()
    }

    pub fn json_text(value: &WireIn) -> Option<String> {
        Some(value.to_string())
    }

    pub fn field(object: &WireIn, name: &str) -> Option<Wire> {
        let object: serde_json::Map<String, serde_json::Value> = from_text(object).ok()?;
        object.get(name).map(serde_json::Value::to_string)
    }
}

/// The field `name` of an object handed in, as it came (`None` if it has none): a value the
/// engine reads itself rather than through serde (a record's seed).
pub use imp::field;
/// A value handed in as JSON text, if it is one JSON can hold.
pub use imp::json_text;
/// JSON text as the wire carries it (`as_ref()` hands it to anything taking `&WireIn`).
pub use imp::text_to_wire;
pub use imp::{from_text, from_wire, raw, raw_as_wire, raw_text, read_raw, to_text, to_wire};

/// A value to keep as it came (match details), taken only as JSON holds it: what JSON cannot
/// write (a BigInt) is refused, what JSON leaves out (undefined, functions) is left out now, so
/// a record that keeps it always writes out as text again (saves, links).
pub fn json_only(value: &WireIn) -> Option<Raw> {
    from_text(&json_text(value)?).ok()
}

/// Game settings read, refused with `bad_config` and serde's reason.
pub fn parse_config<C: serde::de::DeserializeOwned>(config: &WireIn) -> Result<C, RuleError> {
    from_wire(config).map_err(bad_config)
}

/// The same, from JSON text (the benchmark's and the course tools' settings).
pub fn parse_config_text<C: serde::de::DeserializeOwned>(config: &str) -> Result<C, RuleError> {
    from_text(config).map_err(bad_config)
}

fn bad_config(reason: String) -> RuleError {
    RuleError::new(
        "bad_config",
        format!("These game settings are not valid: {reason}"),
    )
}
