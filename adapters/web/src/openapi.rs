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

    /// utoipa names a schema after its type and keeps the last of two types of one name: the
    /// document would describe an answer by another type's fields.
    #[test]
    fn every_schema_type_has_a_name_of_its_own() {
        fn sources(dir: &std::path::Path, found: &mut Vec<PathBuf>) {
            for entry in std::fs::read_dir(dir).expect("the sources are readable").flatten() {
                let path = entry.path();
                if path.is_dir() {
                    sources(&path, found);
                } else if path.extension().is_some_and(|e| e == "rs") {
                    found.push(path);
                }
            }
        }
        let mut files = Vec::new();
        sources(&PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src"), &mut files);
        let mut seen: std::collections::BTreeMap<String, PathBuf> = std::collections::BTreeMap::new();
        let mut twice = Vec::new();
        for file in files {
            let text = std::fs::read_to_string(&file).expect("a source is text");
            let mut schema = false;
            for line in text.lines().map(str::trim) {
                if line.starts_with("#[derive(") {
                    schema = line.contains("ToSchema") || line.contains("IntoParams");
                    continue;
                }
                let name = line.strip_prefix("pub struct ").or_else(|| line.strip_prefix("pub enum "));
                if let (true, Some(name)) = (schema, name) {
                    let name: String = name.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
                    if let Some(first) = seen.insert(name.clone(), file.clone()) {
                        twice.push(format!("{name}: {} and {}", first.display(), file.display()));
                    }
                }
                if !line.starts_with("#[") {
                    schema = false;
                }
            }
        }
        assert_eq!(twice, Vec::<String>::new());
    }

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
