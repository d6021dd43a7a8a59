//! Password hashing (Argon2id) and signed access tokens (JWT, HS256).

mod jwt;
mod passwords;

pub use jwt::JwtIssuer;
pub use passwords::Argon2Hasher;
