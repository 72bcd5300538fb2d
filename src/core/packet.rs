//! What one seat's device may receive after a move, in online play: the host's tab holds the
//! match and sends each remote seat this snapshot, never the state. It is versioned by the
//! action count, so a packet that arrives twice or late is recognised and changes nothing.

use crate::core::game::{Game, Seat};
use serde::{Deserialize, Serialize};

/// `{version, seat, view, events}`: the view of `seat` (`None`: a spectator, the public view)
/// after `version` actions, and the last action's events as that seat may see them.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Packet<V, E> {
    /// How many actions the match has had: the later of two packets is the newer.
    pub version: usize,
    pub seat: Option<Seat>,
    pub view: V,
    /// The last action's events, for the table's animation and words; empty after a replay.
    pub events: Vec<E>,
}

/// Seat `seat`'s packet of `state` after `version` actions whose last one did `events`: its
/// view and those events. A seat past the table is a spectator. The events go to every seat as
/// they are: an event names only what every seat may see, and what is private lives in the
/// views (Beck's `DrewFromPile` names no card; GREEN's `Drew` a club from the open display), as
/// the test kit's `check_packets_never_leak` checks for every game and mode.
pub fn packet<G: Game>(
    state: &G,
    version: usize,
    seat: Option<Seat>,
    events: &[G::Event],
) -> Packet<G::View, G::Event> {
    let seat = seat.filter(|s| *s < state.num_seats());
    Packet {
        version,
        seat,
        view: state.view(seat),
        events: events.to_vec(),
    }
}
