//! The kinds of subject the ministry's curricula group subjects by.

mod create;
mod delete;
mod get;
mod list;
mod update;

pub use create::*;
pub use delete::*;
pub use get::*;
pub use list::*;
pub use update::*;

#[cfg(test)]
mod tests;

use domain::permission::Permission;

/// Who may read the types: the catalogue's keepers and whoever builds curricula from it.
const READERS: [Permission; 2] = [Permission::EduSubjectView, Permission::CurriculumView];
