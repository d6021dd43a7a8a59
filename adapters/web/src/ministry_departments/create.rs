use actix_web::{post, web, HttpResponse};
use application::ministry_departments::CreateMinistryDepartment;

use super::{MinistryDepartmentDto, MinistryDepartmentWriteDto};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

#[utoipa::path(
    tag = "ministry-departments",
    request_body = MinistryDepartmentWriteDto,
    responses((status = 201, body = inline(ResultBody<MinistryDepartmentDto>)), (status = 403, body = ErrorEnvelope), (status = 422, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[post("/ministry-departments/")]
pub async fn create_ministry_department(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    body: web::Json<MinistryDepartmentWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let draft = body.draft().map_err(|e| ApiError::new(e.into(), lang))?;
    let department = run(&state, lang, move |s| CreateMinistryDepartment { unit: &*s.unit }.execute(&session.actor, draft, &meta)).await?;
    Ok(HttpResponse::Created().json(ResultBody { result: MinistryDepartmentDto::from(department) }))
}
