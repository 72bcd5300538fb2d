//! The page's TypeScript declarations of what the engine hands it (`www/js/engine-types.d.ts`):
//! each game's view, events, actions and settings, the scene, 18 Holes' table and printed
//! cards, the hint, a review's judgement, the catalog entry, the match record and the online packet, derived from the
//! Rust types by ts-rs
//! (`cfg_attr(test, derive(TS))`: a development dependency, in no shipped module). The page's
//! type check (`tsc`) reads them, so a field renamed here fails there, not at run time.
//!
//! This test fails when the file is stale; `ENGINE_TYPES=write cargo test --lib engine_types`
//! writes it.

use std::any::TypeId;
use std::collections::{BTreeMap, HashSet};

use ts_rs::{Config, TypeVisitor, TS};

use crate::core::bot::{Hint, Judgement};
use crate::core::catalog::GameInfo;
use crate::core::game::Game;
use crate::core::packet::Packet;
use crate::core::record::MatchRecord;
use crate::games::beck::rules::{BeckAction, BeckEvent};
use crate::games::beck::view::BeckView;
use crate::registry::GAMES;
use crate::scene::holes18::{Cards, HolesTable};
use crate::scene::Scene;

/// Where the declarations are kept, from the crate's root.
const FILE: &str = "www/js/engine-types.d.ts";

const HEAD: &str = "\
// The engine's shapes as the page receives them (plain JS values, as JSON would have them):
// written from the Rust types by `ENGINE_TYPES=write cargo test --lib engine_types`, never by
// hand; the native tests fail when it is stale. www/js/types.d.ts builds the page's types on it.
";

/// Every declaration the roots need, each once, by name: the order ts-rs meets them in changes
/// from one build to the next.
pub(crate) struct Declarations {
    cfg: Config,
    seen: HashSet<TypeId>,
    /// Each name's declaration (two types of one name must be told apart) and its docs.
    names: BTreeMap<String, (String, String)>,
    clashes: Vec<String>,
    /// Each game's line of the `Games` map: its id and its four shapes' names.
    games: Vec<String>,
}

/// A game whose view, events, moves and settings declare themselves: each registered game (the
/// registry's `register` asks it of every game in the library's tests).
pub(crate) trait PageTypes {
    /// Declares the game's shapes and names them under its id in the `Games` map.
    fn declare(all: &mut Declarations);
}

impl<G: Game> PageTypes for G
where
    G::View: TS + 'static,
    G::Event: TS + 'static,
    G::Action: TS + 'static,
    G::Config: TS + 'static,
{
    fn declare(all: &mut Declarations) {
        all.visit::<G::View>();
        all.visit::<G::Event>();
        all.visit::<G::Action>();
        all.visit::<G::Config>();
        let cfg = &all.cfg;
        all.games.push(format!(
            "  {}: {{ view: {}; event: {}; action: {}; config: {} }};",
            G::ID,
            G::View::ident(cfg),
            G::Event::ident(cfg),
            G::Action::ident(cfg),
            G::Config::ident(cfg)
        ));
    }
}

impl TypeVisitor for Declarations {
    fn visit<T: TS + 'static + ?Sized>(&mut self) {
        // Primitives and std's containers are written inline; only derived types are declared.
        if T::output_path().is_none() || !self.seen.insert(TypeId::of::<T>()) {
            return;
        }
        // A generic type is declared once, with its parameters (`Hint<A>`).
        let (name, decl) = (T::ident(&self.cfg), T::decl(&self.cfg));
        match self.names.get(&name) {
            None => {
                self.names
                    .insert(name, (decl, T::docs().unwrap_or_default()));
            }
            Some((kept, _)) if *kept != decl => {
                self.clashes.push(std::any::type_name::<T>().into())
            }
            Some(_) => {}
        }
        T::visit_dependencies(self);
        T::visit_generics(self);
    }
}

fn declarations() -> String {
    let mut all = Declarations {
        // Integers cross as JS numbers (`js_writer` refuses one past 2^53), never as BigInts.
        cfg: Config::new().with_large_int("number"),
        seen: HashSet::new(),
        names: BTreeMap::new(),
        clashes: Vec::new(),
        games: Vec::new(),
    };
    // Each registered game (and the page's `Games` map from them).
    for game in GAMES {
        (game.page_types)(&mut all);
    }
    all.visit::<Scene>();
    all.visit::<HolesTable>();
    all.visit::<Cards>();
    all.visit::<Hint<BeckAction>>();
    all.visit::<Judgement<BeckAction>>();
    all.visit::<GameInfo>();
    all.visit::<MatchRecord>();
    all.visit::<Packet<BeckView, BeckEvent>>();
    assert!(
        all.clashes.is_empty(),
        "these types need a name of their own in TypeScript (`ts(rename = ...)`): {:?}",
        all.clashes
    );
    let text: Vec<String> = (all.names.values())
        .map(|(decl, docs)| format!("{docs}export {decl}\n"))
        .collect();
    let games = format!(
        "/** Each game's shapes, by its id: what its engine hands over and takes. */\nexport interface Games {{\n{}\n}}\n",
        all.games.join("\n")
    );
    format!("{HEAD}\n{}\n{games}", text.join("\n"))
}

#[test]
fn the_page_declarations_are_the_engine_types() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(FILE);
    let text = declarations();
    if std::env::var("ENGINE_TYPES").as_deref() == Ok("write") {
        std::fs::write(&path, &text).unwrap_or_else(|e| panic!("cannot write {FILE}: {e}"));
        return;
    }
    let kept = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        kept == text,
        "{FILE} is not the engine's types: run `ENGINE_TYPES=write cargo test --lib engine_types`"
    );
}
