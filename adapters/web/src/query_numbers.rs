//! Whole numbers in the query string as the document describes them: JSON Schema counts `7.0` an
//! integer, and a client building a query from a JavaScript number may spell it so, while the
//! typed query parameters take integers only. A parameter whose value is a whole number written
//! with a zero fraction is passed on without it; the text of a search is left as typed.

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::Uri;
use actix_web::middleware::Next;

pub async fn query_numbers(
    mut req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    if let Some(query) = rewritten(req.query_string()) {
        if let Ok(uri) = format!("{}?{query}", req.path()).parse::<Uri>() {
            req.head_mut().uri = uri;
        }
    }
    next.call(req).await
}

/// The query with `key=12.00` spelled `key=12`, or `None` when nothing is to change.
fn rewritten(query: &str) -> Option<String> {
    let mut changed = false;
    let pairs: Vec<String> = query
        .split('&')
        .map(|pair| match pair.split_once('=') {
            Some((key, value)) if key != "search" => match whole(value) {
                Some(number) => {
                    changed = true;
                    format!("{key}={number}")
                }
                None => pair.to_string(),
            },
            _ => pair.to_string(),
        })
        .collect();
    changed.then(|| pairs.join("&"))
}

/// `-12.000` → `-12`; anything else → `None`.
fn whole(value: &str) -> Option<&str> {
    let (integer, fraction) = value.split_once('.')?;
    let digits = integer.strip_prefix('-').unwrap_or(integer);
    let is_whole =
        !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) && !fraction.is_empty() && fraction.bytes().all(|b| b == b'0');
    is_whole.then_some(integer)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn whole_numbers_lose_their_zero_fraction_and_nothing_else_changes() {
        assert_eq!(rewritten("edu_subject_id=19481.0&page=2").as_deref(), Some("edu_subject_id=19481&page=2"));
        assert_eq!(rewritten("institution_id=-3.000").as_deref(), Some("institution_id=-3"));
        assert_eq!(rewritten("edu_subject_id=19481.5"), None);
        assert_eq!(rewritten("limit=20&status=ACTIVE&month=2026-11"), None);
        assert_eq!(rewritten("search=12.0"), None, "a search is text");
        assert_eq!(rewritten("page=.0&limit=5."), None);
        assert_eq!(rewritten(""), None);
    }
}
