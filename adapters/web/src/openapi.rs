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
    components(schemas(ErrorEnvelope, crate::dto::PermissionCode, crate::export::ListFormat))
)]
pub struct ApiDoc;

struct BearerToken;

impl Modify for BearerToken {
    fn modify(&self, openapi: &mut Document) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components.schemas.extend(crate::codes::schemas());
        components.schemas.extend(crate::science::codes::schemas());
        components.add_security_scheme(
            "bearer",
            SecurityScheme::Http(HttpBuilder::new().scheme(HttpAuthScheme::Bearer).bearer_format("JWT").build()),
        );
    }
}

/// The OpenAPI document, collected from the handlers themselves.
pub fn document() -> Document {
    let (_, mut document) = App::new()
        .into_utoipa_app()
        .openapi(ApiDoc::openapi())
        .service(utoipa_actix_web::scope("/api/v1").configure(configure))
        .split_for_parts();
    crate::contract::complete(&mut document);
    document
}

static DOCUMENT: LazyLock<Document> = LazyLock::new(document);

/// This document.
#[utoipa::path(tag = "operations", responses((status = 200, description = "The OpenAPI 3 document of the API")))]
#[get("/openapi.json")]
pub async fn openapi_json() -> HttpResponse {
    HttpResponse::Ok().json(&*DOCUMENT)
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    /// The contract the front end's types are generated from (`npm run api:types`). When the server's
    /// document changed, this test writes the new one and fails, so that the change is seen and committed.
    #[test]
    fn the_document_in_the_repository_is_the_servers_own() {
        let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../frontend/openapi.json");
        let current = serde_json::to_string_pretty(&super::document()).expect("the document serializes") + "\n";
        let stored = std::fs::read_to_string(&path).unwrap_or_default();
        if stored != current {
            std::fs::write(&path, &current).expect("frontend/openapi.json is writable");
            panic!("frontend/openapi.json was out of date and has been rewritten: run `npm run api:types` in frontend/ and commit both");
        }
    }
}
