//! Use cases: each takes an actor and a command, checks permission and tenancy, asks the domain
//! and persists through ports. One use case per file.

pub mod access;
pub mod account;
pub mod audit;
pub mod buildings;
pub mod class_hours;
pub mod control_sheets;
pub mod curricula;
pub mod curriculum_templates;
pub mod departments;
pub mod directions;
pub mod error;
pub mod exams;
pub mod finance;
pub mod graduates;
pub mod groups;
pub mod institutions;
pub mod journal;
pub mod ministry_departments;
pub mod orders;
pub mod portal;
pub mod ports;
pub mod positions;
pub mod reports;
pub mod results;
pub mod roles;
pub mod rooms;
pub mod schedule;
pub mod scholarships;
pub mod science;
pub mod session;
pub mod staff;
pub mod students;
pub mod study_documents;
pub mod subject_bundles;
pub mod subject_types;
pub mod subjects;
pub mod teaching;
#[cfg(test)]
mod test_support;
pub mod timetable;
pub mod users;

pub use error::AppError;
