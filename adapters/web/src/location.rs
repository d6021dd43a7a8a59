//! A create answers 201 with the new object and, in `Location`, the path of that object
//! (`/api/v1/rooms/` → `/api/v1/rooms/12/`), derived once here from the answer's `result.id` so
//! that every create gives it and a client (or the contract check) can follow it.

use actix_web::body::{to_bytes, BoxBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{HeaderValue, LOCATION};
use actix_web::http::{Method, StatusCode};
use actix_web::middleware::Next;

pub async fn location(req: ServiceRequest, next: Next<impl MessageBody + 'static>) -> Result<ServiceResponse<BoxBody>, actix_web::Error> {
    let collection = (req.method() == Method::POST && req.path().ends_with('/')).then(|| req.path().to_string());
    let response = next.call(req).await?.map_into_boxed_body();
    let Some(collection) = collection.filter(|_| response.status() == StatusCode::CREATED) else { return Ok(response) };
    if response.headers().contains_key(LOCATION) {
        return Ok(response);
    }
    let (request, response) = response.into_parts();
    let (head, body) = response.into_parts();
    let Ok(bytes) = to_bytes(body).await else { return Ok(ServiceResponse::new(request, head.set_body(BoxBody::new(())))) };
    let id = serde_json::from_slice::<serde_json::Value>(&bytes).ok().and_then(|v| v["result"]["id"].as_i64());
    let mut response = head.set_body(BoxBody::new(bytes));
    if let Some(value) = id.and_then(|id| HeaderValue::from_str(&format!("{collection}{id}/")).ok()) {
        response.headers_mut().insert(LOCATION, value);
    }
    Ok(ServiceResponse::new(request, response))
}
