//! PostgreSQL through diesel and r2d2: the repository ports of the application, the embedded
//! migrations, the delivered roles and the demo data.

pub mod audit;
mod buildings;
mod class_hours;
pub mod delivered;
pub mod demo;
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
mod users;

pub use store::{run_migrations, PgPool, PgStore};
