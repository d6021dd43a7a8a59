use application::ports::{IssuedToken, SessionClaims, TokenIssuer};
use application::AppError;
use chrono::{DateTime, TimeZone, Utc};
use domain::ids::{InstitutionId, RoleId, UserId};
use domain::session::token_lifetime;
use jsonwebtoken::{decode, encode, Algorithm, DecodingKey, EncodingKey, Header, Validation};
use serde::{Deserialize, Serialize};

const ISSUER: &str = "emis";

#[derive(Debug, Serialize, Deserialize)]
struct Claims {
    iss: String,
    sub: String,
    sid: String,
    role: i64,
    inst: Option<i64>,
    iat: i64,
    exp: i64,
}

/// Signs and checks access tokens with one secret. The algorithm is pinned: a token that names
/// another is refused, whatever it says.
pub struct JwtIssuer {
    encoding: EncodingKey,
    decoding: DecodingKey,
    validation: Validation,
}

impl JwtIssuer {
    pub fn new(secret: &[u8]) -> JwtIssuer {
        let mut validation = Validation::new(Algorithm::HS256);
        validation.set_required_spec_claims(&["exp", "iat", "sub", "iss"]);
        validation.set_issuer(&[ISSUER]);
        validation.leeway = 5;
        JwtIssuer { encoding: EncodingKey::from_secret(secret), decoding: DecodingKey::from_secret(secret), validation }
    }
}

/// The instant of a claim's seconds; none for seconds beyond the calendar.
fn instant(seconds: i64) -> Option<DateTime<Utc>> {
    Utc.timestamp_opt(seconds, 0).single()
}

impl TokenIssuer for JwtIssuer {
    fn issue(&self, user: UserId, role: RoleId, institution: Option<InstitutionId>, now: DateTime<Utc>) -> Result<IssuedToken, AppError> {
        let expires_at = now + token_lifetime();
        let claims = Claims {
            iss: ISSUER.into(),
            sub: user.get().to_string(),
            sid: uuid::Uuid::new_v4().to_string(),
            role: role.get(),
            inst: institution.map(InstitutionId::get),
            iat: now.timestamp(),
            exp: expires_at.timestamp(),
        };
        let access_token = encode(&Header::new(Algorithm::HS256), &claims, &self.encoding).map_err(AppError::internal)?;
        let out_of_range = || AppError::internal("a token's lifetime reaches beyond the calendar");
        Ok(IssuedToken {
            access_token,
            claims: SessionClaims {
                session_id: claims.sid,
                user_id: user,
                role_id: role,
                institution_id: institution,
                issued_at: instant(claims.iat).ok_or_else(out_of_range)?,
                expires_at: instant(claims.exp).ok_or_else(out_of_range)?,
            },
        })
    }

    fn verify(&self, token: &str) -> Result<SessionClaims, AppError> {
        let data = decode::<Claims>(token, &self.decoding, &self.validation).map_err(|_| AppError::Unauthenticated)?;
        let claims = data.claims;
        let user = claims.sub.parse::<i64>().ok().and_then(|id| UserId::new(id).ok()).ok_or(AppError::Unauthenticated)?;
        let role = RoleId::new(claims.role).map_err(|_| AppError::Unauthenticated)?;
        let institution = claims.inst.map(InstitutionId::new).transpose().map_err(|_| AppError::Unauthenticated)?;
        Ok(SessionClaims {
            session_id: claims.sid,
            user_id: user,
            role_id: role,
            institution_id: institution,
            issued_at: instant(claims.iat).ok_or(AppError::Unauthenticated)?,
            expires_at: instant(claims.exp).ok_or(AppError::Unauthenticated)?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ids() -> (UserId, RoleId, Option<InstitutionId>) {
        (UserId::from_stored(5), RoleId::from_stored(2), Some(InstitutionId::from_stored(3)))
    }

    #[test]
    fn a_token_round_trips_its_claims() {
        let issuer = JwtIssuer::new(b"a secret long enough for tests");
        let (user, role, institution) = ids();
        let issued = issuer.issue(user, role, institution, Utc::now()).unwrap();
        let claims = issuer.verify(&issued.access_token).unwrap();
        assert_eq!(claims, issued.claims);
        assert_eq!((claims.expires_at - claims.issued_at).num_hours(), 12);
    }

    #[test]
    fn expired_foreign_and_tampered_tokens_are_refused() {
        let issuer = JwtIssuer::new(b"a secret long enough for tests");
        let (user, role, institution) = ids();
        let expired = issuer.issue(user, role, institution, Utc::now() - chrono::Duration::hours(13)).unwrap();
        assert!(matches!(issuer.verify(&expired.access_token), Err(AppError::Unauthenticated)));
        let foreign = JwtIssuer::new(b"another secret").issue(user, role, institution, Utc::now()).unwrap();
        assert!(matches!(issuer.verify(&foreign.access_token), Err(AppError::Unauthenticated)));
        let good = issuer.issue(user, role, institution, Utc::now()).unwrap().access_token;
        let tampered = format!("{}x", good);
        assert!(issuer.verify(&tampered).is_err());
    }

    #[test]
    fn an_unsigned_token_is_refused() {
        let issuer = JwtIssuer::new(b"a secret long enough for tests");
        // {"alg":"none"} header with valid-looking claims and no signature.
        let unsigned = "eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJpc3MiOiJlbWlzIiwic3ViIjoiMSIsInNpZCI6IngiLCJyb2xlIjoxLCJpbnN0IjpudWxsLCJpYXQiOjEsImV4cCI6OTk5OTk5OTk5OX0.";
        assert!(matches!(issuer.verify(unsigned), Err(AppError::Unauthenticated)));
    }
}
