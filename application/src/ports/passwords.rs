use crate::AppError;

#[cfg_attr(test, mockall::automock)]
pub trait PasswordHasher: Send + Sync {
    /// A salted Argon2id hash in PHC string form.
    fn hash(&self, password: &str) -> Result<String, AppError>;
    /// Whether the password matches the hash; a malformed hash never matches.
    fn verify(&self, password: &str, hash: &str) -> bool;
    /// A new random password to be given to a person once (a reset's temporary password).
    fn generate(&self) -> String;
}
