//! PostgreSQL through diesel and r2d2: the repository ports of the application, the embedded
//! migrations, the delivered roles and the demo data.

pub mod audit;
pub mod bootstrap;
mod buildings;
mod citizens;
mod class_hours;
mod curricula;
mod curriculum_templates;
pub mod delivered;
pub mod demo;
mod demo_graduates;
mod demo_schedule;
mod demo_staff;
mod demo_teaching;
mod demo_timetable;
mod departments;
mod directions;
mod errors;
mod graduates;
mod groups;
mod institutions;
mod ministry_departments;
mod ownership;
mod positions;
mod ratings;
mod reports;
mod roles;
mod rooms;
mod schedule;
pub mod schema;
mod session_cache;
mod sessions;
mod staff;
mod staff_cards;
mod store;
mod student_cards;
mod students;
mod subject_bundles;
mod subject_types;
mod subjects;
mod teaching;
mod timetable;
mod totals;
mod unit_of_work;
mod users;

pub use store::{run_migrations, DatabaseFigures, PgPool, PgStore, MIGRATIONS, SESSION_LIFETIME};
