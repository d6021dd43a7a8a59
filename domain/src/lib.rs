//! The rules of the education system: value types that cannot hold bad data, the permission
//! catalogue, the acting user and their tenancy. No I/O lives here.

#[macro_use]
mod code_enum;

pub mod actor;
pub mod assessment;
pub mod audit;
pub mod building;
pub mod class_hour;
pub mod curriculum;
pub mod curriculum_template;
pub mod department;
pub mod direction;
pub mod finance;
pub mod graduate;
pub mod group;
pub mod ids;
pub mod institution;
pub mod journal;
pub mod language;
pub mod ministry_department;
pub mod multilingual;
pub mod order;
pub mod paging;
pub mod passport;
pub mod permission;
pub mod person;
pub mod pinfl;
pub mod portal;
pub mod position;
pub mod rating;
pub mod reference;
pub mod report;
pub mod role;
pub mod room;
pub mod schedule;
pub mod science;
pub mod session;
pub mod staff;
pub mod student;
pub mod study;
pub mod subject;
pub mod subject_bundle;
pub mod tenancy;
pub mod text;
pub mod timetable;
pub mod transliteration;
pub mod user;
pub mod validation;
pub mod version;
