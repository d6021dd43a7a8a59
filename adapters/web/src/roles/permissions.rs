use actix_web::{get, HttpResponse};
use application::roles::ListPermissions;
use domain::language::Language;
use serde::Serialize;
use utoipa::ToSchema;

use crate::auth::Authenticated;
use crate::dto::{ListBody, NameDto};
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;

#[derive(Debug, Serialize, ToSchema)]
pub struct PermissionDto {
    #[schema(value_type = crate::dto::PermissionCode)]
    pub code: String,
    pub group: String,
    pub group_name: NameDto,
    pub name: NameDto,
}

fn name(text: domain::language::Text) -> NameDto {
    NameDto { uz: text.uz.into(), uz_cyrl: text.get(Language::UzCyrl).into(), ru: text.ru.into(), en: text.en.into() }
}

/// The whole permission catalogue in the order the role form groups it.
#[utoipa::path(
    tag = "roles",
    responses(
        (status = 200, body = inline(ListBody<PermissionDto>)),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/permissions/")]
pub async fn list_permissions(Authenticated(session): Authenticated, Lang(lang): Lang) -> Result<HttpResponse, ApiError> {
    let catalogue = ListPermissions.execute(&session.actor).map_err(|e| ApiError::new(e, lang))?;
    let results: Vec<PermissionDto> = catalogue
        .iter()
        .map(|p| PermissionDto {
            code: p.code().into(),
            group: p.group().code().into(),
            group_name: name(p.group().name()),
            name: name(p.name()),
        })
        .collect();
    Ok(HttpResponse::Ok().json(ListBody::complete(results)))
}
