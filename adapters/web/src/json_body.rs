//! JSON bodies as the document describes them, checked once for every handler before any reads them:
//! - every body of the API is an object, yet a typed body would also take an array as its fields
//!   in order: a body that is an array answers 400 like any other malformed body;
//! - in JSON, `2.0` is the same number as `2`: JSON Schema counts it an integer, and a JavaScript
//!   client cannot tell the two apart, while the typed bodies take integers only: a body whose
//!   numbers include whole ones spelled with a fraction is rewritten with those numbers as integers
//!   (read exactly, so that one near 2^53 is not taken for a fraction).
//!
//! Any other body passes through byte for byte.

use actix_web::body::{EitherBody, MessageBody};
use actix_web::dev::{Payload, ServiceRequest, ServiceResponse};
use actix_web::error::PayloadError;
use actix_web::http::header::CONTENT_TYPE;
use actix_web::middleware::Next;
use actix_web::web::{Bytes, BytesMut};
use actix_web::{HttpMessage, ResponseError};
use futures_util::StreamExt;
use serde_json::{Number, Value};

use crate::error::{ApiError, RequestProblem};
use crate::language::language_of;
use crate::routes::MAX_BODY_BYTES;

/// Numbers beyond this magnitude are not whole numbers a float spells exactly.
const EXACT: f64 = 9_007_199_254_740_992.0;

pub async fn json_body(
    mut req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<EitherBody<impl MessageBody>>, actix_web::Error> {
    let json = req.headers().get(CONTENT_TYPE).and_then(|v| v.to_str().ok()).is_some_and(|v| v.to_ascii_lowercase().contains("json"));
    if json {
        let mut payload = req.take_payload();
        let mut body = BytesMut::new();
        let mut failed = None;
        // Up to one byte past the limit: enough for the handler's extractor to answer 413.
        while body.len() <= MAX_BODY_BYTES {
            match payload.next().await {
                Some(Ok(chunk)) => body.extend_from_slice(&chunk),
                Some(Err(error)) => {
                    failed = Some(error);
                    break;
                }
                None => break,
            }
        }
        let body = body.freeze();
        let body = if failed.is_none() && body.len() <= MAX_BODY_BYTES {
            match rewritten(&body) {
                Rewrite::Array => {
                    let refusal = ApiError::request(RequestProblem::MalformedBody, language_of(req.request())).error_response();
                    return Ok(req.into_response(refusal).map_into_right_body());
                }
                Rewrite::Whole(rewritten) => rewritten,
                Rewrite::Same => body,
            }
        } else {
            body
        };
        let stream = futures_util::stream::iter([Ok(body)].into_iter().chain(failed.map(Err)));
        req.set_payload(
            Payload::from(Box::pin(stream) as std::pin::Pin<Box<dyn futures_util::Stream<Item = Result<Bytes, PayloadError>>>>),
        );
    }
    next.call(req).await.map(ServiceResponse::map_into_left_body)
}

#[derive(Debug, PartialEq)]
enum Rewrite {
    /// The body is an array: refused.
    Array,
    /// The body with its whole floats as integers.
    Whole(Bytes),
    /// The body as it came: no whole floats, or not JSON at all (the handler tells).
    Same,
}

fn rewritten(body: &[u8]) -> Rewrite {
    let Ok(mut value) = serde_json::from_slice::<Value>(body) else { return Rewrite::Same };
    if value.is_array() {
        return Rewrite::Array;
    }
    if !make_whole(&mut value) {
        return Rewrite::Same;
    }
    serde_json::to_vec(&value).map(|v| Rewrite::Whole(Bytes::from(v))).unwrap_or(Rewrite::Same)
}

/// Turns every whole float into an integer; tells whether there was any.
fn make_whole(value: &mut Value) -> bool {
    match value {
        Value::Number(number) => match number.as_f64().filter(|_| number.is_f64()) {
            Some(f) if f.fract() == 0.0 && f.abs() <= EXACT => {
                *number = Number::from(f as i64);
                true
            }
            _ => false,
        },
        Value::Array(items) => items.iter_mut().fold(false, |any, item| make_whole(item) | any),
        Value::Object(fields) => fields.values_mut().fold(false, |any, field| make_whole(field) | any),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn whole_floats_become_integers_and_nothing_else_changes() {
        let Rewrite::Whole(body) = rewritten(br#"{"version": 3.0, "ids": [1, 2.0], "rate": 0.5, "deep": {"n": -40.0}}"#) else {
            panic!("not rewritten")
        };
        let value: Value = serde_json::from_slice(&body).expect("json");
        assert_eq!(value, serde_json::json!({"version": 3, "ids": [1, 2], "rate": 0.5, "deep": {"n": -40}}));
        assert!(value["version"].is_i64());
        assert_eq!(rewritten(br#"{"version": 3, "rate": 0.5}"#), Rewrite::Same);
        assert_eq!(rewritten(b"not json"), Rewrite::Same);
        assert_eq!(rewritten(br#"{"big": 1e300}"#), Rewrite::Same);
        assert_eq!(rewritten(b"null"), Rewrite::Same);
    }

    #[test]
    fn a_large_whole_float_is_read_exactly_and_becomes_its_integer() {
        // Near 2^53 a float's step is half a unit: only an exact reading (serde_json's
        // float_roundtrip) keeps such a number whole.
        let Rewrite::Whole(body) = rewritten(br#"{"id": 2192233290876177.0, "last": 9007199254740991.0}"#) else { panic!("not rewritten") };
        let value: Value = serde_json::from_slice(&body).expect("json");
        assert_eq!(value, serde_json::json!({"id": 2192233290876177_i64, "last": 9007199254740991_i64}));
    }

    #[test]
    fn a_body_that_is_an_array_is_refused() {
        assert_eq!(rewritten(b"[]"), Rewrite::Array);
        assert_eq!(rewritten(br#"[{"student_id": 1}]"#), Rewrite::Array);
    }
}
