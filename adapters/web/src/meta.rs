use std::future::{ready, Ready};

use actix_web::dev::Payload;
use actix_web::http::header::USER_AGENT;
use actix_web::{FromRequest, HttpMessage, HttpRequest};
use application::ports::RequestMeta;
use tracing_actix_web::RequestId;

/// Where a request came from: its id (as in the logs), the client address and the browser.
pub struct Meta(pub RequestMeta);

impl FromRequest for Meta {
    type Error = actix_web::Error;
    type Future = Ready<Result<Meta, actix_web::Error>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        // Outside the request-id middleware (a test's bare app) a request has no id to record.
        let request_id = req.extensions().get::<RequestId>().map(|id| id.to_string()).unwrap_or_default();
        let client_ip = req.connection_info().realip_remote_addr().map(str::to_string);
        let user_agent = req.headers().get(USER_AGENT).and_then(|v| v.to_str().ok()).map(str::to_string);
        ready(Ok(Meta(RequestMeta { request_id, client_ip, user_agent })))
    }
}
