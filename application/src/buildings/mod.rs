//! Managing an institution's buildings.

mod create;
mod delete;
mod get;
mod list;
mod update;

pub use create::*;
pub use delete::*;
pub(crate) use get::find_building_in_scope;
pub use get::*;
pub use list::*;
pub use update::*;

#[cfg(test)]
mod tests;
