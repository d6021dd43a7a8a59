use std::sync::LazyLock;

use actix_web::{get, App, HttpResponse};
use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};
use utoipa::openapi::OpenApi as Document;
use utoipa::{Modify, OpenApi};
use utoipa_actix_web::AppExt;

use crate::error::ErrorEnvelope;
use crate::routes::configure;

#[derive(OpenApi)]
#[openapi(
    info(title = "EMIS API", description = "Education management information system for academic lyceums and higher-education institutions."),
    modifiers(&BearerToken),
    components(schemas(ErrorEnvelope))
)]
pub struct ApiDoc;

struct BearerToken;

impl Modify for BearerToken {
    fn modify(&self, openapi: &mut Document) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "bearer",
            SecurityScheme::Http(HttpBuilder::new().scheme(HttpAuthScheme::Bearer).bearer_format("JWT").build()),
        );
    }
}

/// The OpenAPI document, collected from the handlers themselves.
pub fn document() -> Document {
    let (_, document) = App::new()
        .into_utoipa_app()
        .openapi(ApiDoc::openapi())
        .service(utoipa_actix_web::scope("/api/v1").configure(configure))
        .split_for_parts();
    document
}

static DOCUMENT: LazyLock<Document> = LazyLock::new(document);

/// This document.
#[utoipa::path(tag = "operations", responses((status = 200, description = "The OpenAPI 3 document of the API")))]
#[get("/openapi.json")]
pub async fn openapi_json() -> HttpResponse {
    HttpResponse::Ok().json(&*DOCUMENT)
}
