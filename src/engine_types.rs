//! The page's TypeScript declarations of what the engine hands it (`www/js/engine-types.d.ts`):
//! each game's view, events, actions and settings, the scene, 18 Holes' table and printed
//! cards, the hint, the catalog entry, the match record and the online packet, derived from the
//! Rust types by ts-rs
//! (`cfg_attr(test, derive(TS))`: a development dependency, in no shipped module). The page's
//! type check (`tsc`) reads them, so a field renamed here fails there, not at run time.
//!
//! This test fails when the file is stale; `ENGINE_TYPES=write cargo test --lib engine_types`
//! writes it.

use std::any::TypeId;
use std::collections::{BTreeMap, HashSet};

use ts_rs::{Config, TypeVisitor, TS};

use crate::core::bot::Hint;
use crate::core::catalog::GameInfo;
use crate::core::game::Game;
use crate::core::packet::Packet;
use crate::core::record::MatchRecord;
use crate::games::beck::rules::{Beck, BeckAction, BeckEvent};
use crate::games::beck::view::BeckView;
use crate::games::golfie::rules::Golfie;
use crate::games::green::rules::Green;
use crate::games::holes18::rules::Holes18;
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
struct Declarations {
    cfg: Config,
    seen: HashSet<TypeId>,
    /// Each name's declaration (two types of one name must be told apart) and its docs.
    names: BTreeMap<String, (String, String)>,
    clashes: Vec<String>,
    /// Each game's line of the `Games` map: its id and its four shapes' names.
    games: Vec<String>,
}

impl Declarations {
    /// A game's view, events, moves and settings, declared and named under its id.
    fn game<G: Game>(&mut self)
    where
        G::View: TS + 'static,
        G::Event: TS + 'static,
        G::Action: TS + 'static,
        G::Config: TS + 'static,
    {
        self.visit::<G::View>();
        self.visit::<G::Event>();
        self.visit::<G::Action>();
        self.visit::<G::Config>();
        let cfg = &self.cfg;
        self.games.push(format!(
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
    // Each game once (and the page's `Games` map from it): a game missing here has no types,
    // and its page code fails the type check.
    all.game::<Beck>();
    all.game::<Golfie>();
    all.game::<Green>();
    all.game::<Holes18>();
    all.visit::<Scene>();
    all.visit::<HolesTable>();
    all.visit::<Cards>();
    all.visit::<Hint<BeckAction>>();
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
