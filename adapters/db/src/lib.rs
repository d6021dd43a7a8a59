//! PostgreSQL through diesel and r2d2: the repository ports of the application, the embedded
//! migrations, the delivered roles and the demo data.

pub mod audit;
pub mod bootstrap;
mod buildings;
mod class_hours;
mod curricula;
mod curriculum_templates;
pub mod delivered;
pub mod demo;
mod demo_staff;
mod departments;
mod directions;
mod errors;
mod institutions;
mod ministry_departments;
mod positions;
mod roles;
mod rooms;
pub mod schema;
mod sessions;
mod staff;
mod store;
mod subject_bundles;
mod subject_types;
mod subjects;
mod totals;
mod users;

pub use store::{run_migrations, DatabaseFigures, PgPool, PgStore};
