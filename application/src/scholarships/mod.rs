//! Scholarships: the ministry's types with their amounts, and each institution's month list of
//! who is paid what, as its applied scholarship orders award it.

mod month;
mod types;

#[cfg(test)]
mod tests;

pub use month::ScholarshipMonthList;
pub use types::{
    CreateScholarshipType, DeleteScholarshipType, GetScholarshipType, ListScholarshipTypes, UpdateScholarshipType, TYPE_READERS,
};
