use std::future::{ready, Ready};

use actix_web::dev::Payload;
use actix_web::{FromRequest, HttpRequest};
use domain::language::Language;

/// The language of the answer, from `Accept-Language`; Uzbek when absent or unsupported.
#[derive(Debug, Clone, Copy)]
pub struct Lang(pub Language);

pub fn language_of(req: &HttpRequest) -> Language {
    let asked = req.headers().get(actix_web::http::header::ACCEPT_LANGUAGE).and_then(|v| v.to_str().ok());
    // No header, or one that is not text: Uzbek, as for an unsupported language.
    asked.map(Language::from_accept_language).unwrap_or_default()
}

impl FromRequest for Lang {
    type Error = actix_web::Error;
    type Future = Ready<Result<Lang, actix_web::Error>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        ready(Ok(Lang(language_of(req))))
    }
}
