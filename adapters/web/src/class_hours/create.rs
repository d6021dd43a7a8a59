use actix_web::{post, web, HttpResponse};
use application::class_hours::CreateClassHour;

use super::{ClassHourDto, ClassHourWriteDto};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::meta::Meta;
use crate::run::run;
use crate::state::AppState;

/// Numbers are unique and periods never overlap.
#[utoipa::path(
    tag = "class-hours",
    request_body = ClassHourWriteDto,
    responses(
        (status = 201, body = inline(ResultBody<ClassHourDto>)),
        (status = 403, body = ErrorEnvelope),
        (status = 409, description = "The number is taken or the time overlaps another period", body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[post("/class-hours/")]
pub async fn create_class_hour(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    Meta(meta): Meta,
    body: web::Json<ClassHourWriteDto>,
) -> Result<HttpResponse, ApiError> {
    let (institution, form) = (body.institution_id, body.form());
    let hour = run(&state, lang, move |s| CreateClassHour { unit: &*s.unit }.execute(&session.actor, institution, form, &meta)).await?;
    Ok(HttpResponse::Created().json(ResultBody { result: ClassHourDto::from(hour) }))
}
