//! HTTP tests of the assembled app against a real PostgreSQL.
#![allow(clippy::expect_used, clippy::unwrap_used)] // test support panics on a broken set-up by design

mod audit;
mod authorization;
mod campus;
mod curricula;
mod curriculum_templates;
mod exams;
mod exports;
mod finance;
mod graduates;
mod groups;
mod institutions;
mod journal;
mod list_totals;
mod locks;
mod malformed;
mod migrations;
mod oneid;
mod operations;
mod orders;
mod positions;
mod reports;
mod roles;
mod schedule;
mod schema_drift;
mod science;
mod session;
mod snapshots;
mod staff;
mod students;
mod study_documents;
mod subject_bundles;
mod subjects;
mod support;
mod timetable;
mod users;
