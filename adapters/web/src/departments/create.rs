use actix_web::{post, web, HttpResponse};
use application::departments::CreateDepartment;

use super::{DepartmentDto, DepartmentWriteDto};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

#[utoipa::path(
    tag = "departments",
    request_body = DepartmentWriteDto,
    responses((status = 201, body = inline(ResultBody<DepartmentDto>)), (status = 403, body = ErrorEnvelope), (status = 422, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[post("/institution-departments/")]
pub async fn create_department(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    body: web::Json<DepartmentWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let (institution, form) = (body.institution_id, body.form());
    let department =
        run(&state, lang, move |s| CreateDepartment { unit: &*s.unit }.execute(&session.actor, institution, form, &meta)).await?;
    Ok(HttpResponse::Created().json(ResultBody { result: DepartmentDto::from(department) }))
}
