//! GREEN rule scenarios, named after the rulebook's sections.
