use std::future::Future;
use std::pin::Pin;

use actix_web::dev::Payload;
use actix_web::http::header::AUTHORIZATION;
use actix_web::{web, FromRequest, HttpMessage, HttpRequest};
use application::session::{Authenticate, Session};
use application::AppError;

use crate::error::ApiError;
use crate::language::language_of;
use crate::run::run;
use crate::state::AppState;

/// The authenticated session of a request, resolved from the bearer token on every request; its
/// permissions follow the current role as stored now.
pub struct Authenticated(pub Session);

impl FromRequest for Authenticated {
    type Error = ApiError;
    type Future = Pin<Box<dyn Future<Output = Result<Authenticated, ApiError>>>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let language = language_of(req);
        // The API's authorization middleware found it already: one read of the session per request.
        if let Some(session) = req.extensions().get::<Session>().cloned() {
            return Box::pin(async move { Ok(Authenticated(session)) });
        }
        let token = bearer_token(req);
        let state = req.app_data::<web::Data<AppState>>().cloned();
        Box::pin(async move {
            let state = state.ok_or_else(|| ApiError::new(AppError::Internal("application state is missing".into()), language))?;
            let token = token.ok_or_else(|| ApiError::new(AppError::Unauthenticated, language))?;
            let session =
                run(&state, language, move |s| Authenticate { tokens: &*s.tokens, sessions: &*s.sessions }.execute(&token)).await?;
            Ok(Authenticated(session))
        })
    }
}

/// The bearer token of a request's `Authorization` header, if it has a non-empty one.
pub fn bearer_token(req: &HttpRequest) -> Option<String> {
    req.headers()
        .get(AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer ").or_else(|| v.strip_prefix("bearer ")))
        .map(|t| t.trim().to_string())
        .filter(|t| !t.is_empty())
}
