//! The rules of the education system: value types that cannot hold bad data, the permission
//! catalogue, the acting user and their tenancy. No I/O lives here.

pub mod actor;
pub mod audit;
pub mod building;
pub mod class_hour;
pub mod curriculum;
pub mod curriculum_template;
pub mod department;
pub mod direction;
pub mod group;
pub mod ids;
pub mod institution;
pub mod language;
pub mod ministry_department;
pub mod multilingual;
pub mod paging;
pub mod passport;
pub mod permission;
pub mod person;
pub mod pinfl;
pub mod position;
pub mod rating;
pub mod reference;
pub mod role;
pub mod room;
pub mod session;
pub mod staff;
pub mod student;
pub mod study;
pub mod subject;
pub mod subject_bundle;
pub mod tenancy;
pub mod text;
pub mod user;
pub mod validation;
pub mod version;
