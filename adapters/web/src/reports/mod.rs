//! `/reports/`: the ministry's and the institutions' reports (with their Excel files) and the
//! dashboard's figures, and the public verification of an issued document (the page its QR code
//! opens).

mod by_direction;
mod by_otm;
mod document;
mod filters;
mod finance;
mod science;
mod students;
mod summary;
mod teachers;

pub use by_direction::*;
pub use by_otm::*;
pub use document::*;
pub use finance::*;
pub use science::*;
pub use students::*;
pub use summary::*;
pub use teachers::*;
