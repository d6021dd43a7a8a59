//! What the use cases need from the outside world. Each method documents the errors it returns;
//! every other failure is `AppError::Internal` or `AppError::Unavailable`.

mod audit;
mod campus;
mod clock;
mod departments;
mod directions;
mod institutions;
mod ministry_departments;
mod oneid;
mod passwords;
mod positions;
mod roles;
mod sessions;
mod staff;
mod tokens;
mod users;

pub use audit::*;
pub use campus::*;
pub use clock::*;
pub use departments::*;
pub use directions::*;
pub use institutions::*;
pub use ministry_departments::*;
pub use oneid::*;
pub use passwords::*;
pub use positions::*;
pub use roles::*;
pub use sessions::*;
pub use staff::*;
pub use tokens::*;
pub use users::*;
