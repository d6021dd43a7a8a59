use application::ports::PasswordHasher;
use application::AppError;
use argon2::password_hash::rand_core::OsRng;
use argon2::password_hash::{PasswordHash, PasswordHasher as _, PasswordVerifier, SaltString};
use argon2::Argon2;

/// Argon2id with the library's defaults (19 MiB, t=2, p=1: the OWASP minimum).
#[derive(Debug, Default, Clone, Copy)]
pub struct Argon2Hasher;

impl PasswordHasher for Argon2Hasher {
    fn hash(&self, password: &str) -> Result<String, AppError> {
        let salt = SaltString::generate(&mut OsRng);
        Argon2::default().hash_password(password.as_bytes(), &salt).map(|h| h.to_string()).map_err(AppError::internal)
    }

    fn verify(&self, password: &str, hash: &str) -> bool {
        PasswordHash::new(hash).is_ok_and(|parsed| Argon2::default().verify_password(password.as_bytes(), &parsed).is_ok())
    }

    /// Twelve characters of an alphabet without look-alikes (no 0/O, 1/l/I), in groups of four
    /// so that it can be read out: about 69 bits.
    fn generate(&self) -> String {
        use argon2::password_hash::rand_core::RngCore;
        const ALPHABET: &[u8] = b"abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
        let mut rng = OsRng;
        let characters: Vec<char> = (0..12)
            .map(|_| {
                // Rejection sampling keeps every character equally likely.
                loop {
                    let byte = (rng.next_u32() & 0xff) as usize;
                    if byte < 256 - 256 % ALPHABET.len() {
                        return ALPHABET[byte % ALPHABET.len()] as char;
                    }
                }
            })
            .collect();
        characters.chunks(4).map(|group| group.iter().collect::<String>()).collect::<Vec<_>>().join("-")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hash_verifies_only_its_password() {
        let hasher = Argon2Hasher;
        let hash = hasher.hash("correct horse").unwrap();
        assert!(hash.starts_with("$argon2id$"));
        assert!(hasher.verify("correct horse", &hash));
        assert!(!hasher.verify("wrong horse", &hash));
        assert!(!hasher.verify("correct horse", "not a hash"));
        assert_ne!(hash, hasher.hash("correct horse").unwrap(), "every hash has its own salt");
    }

    #[test]
    fn a_generated_password_meets_the_policy_and_is_new_each_time() {
        let hasher = Argon2Hasher;
        let first = hasher.generate();
        assert_eq!(first.len(), 14);
        assert!(domain::user::Password::parse(&first).is_ok());
        assert_ne!(first, hasher.generate());
    }
}
