//! The body of an action (`POST /R/{id}/approve/`, `/inactive/`, ...): nothing at all, or a JSON
//! object of the action's options. Anything else answers 400, as a malformed body does anywhere:
//! an action never takes a body it does not understand as if it were empty.

use actix_web::dev::Payload;
use actix_web::error::PayloadError;
use actix_web::{web, FromRequest, HttpRequest};
use futures_util::future::LocalBoxFuture;
use serde::de::DeserializeOwned;

use crate::error::{ApiError, RequestProblem};
use crate::language::language_of;
use crate::routes::MAX_BODY_BYTES;

/// An optional JSON body: `None` when the request has no body (or only white space, or `null`).
/// In the document, declare it `request_body(content = Option<T>, ...)`.
pub struct ActionBody<T>(pub Option<T>);

impl<T: DeserializeOwned + 'static> FromRequest for ActionBody<T> {
    type Error = actix_web::Error;
    type Future = LocalBoxFuture<'static, Result<Self, Self::Error>>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let language = language_of(req);
        let body = web::Bytes::from_request(req, payload);
        Box::pin(async move {
            let bytes = body.await.map_err(|error| {
                let problem = match error.as_error::<PayloadError>() {
                    Some(PayloadError::Overflow) => RequestProblem::BodyTooLarge,
                    _ => RequestProblem::MalformedBody,
                };
                ApiError::request(problem, language)
            })?;
            if bytes.len() > MAX_BODY_BYTES {
                return Err(ApiError::request(RequestProblem::BodyTooLarge, language).into());
            }
            if bytes.iter().all(u8::is_ascii_whitespace) {
                return Ok(ActionBody(None));
            }
            serde_json::from_slice::<Option<T>>(&bytes)
                .map(ActionBody)
                .map_err(|_| ApiError::request(RequestProblem::MalformedBody, language).into())
        })
    }
}
