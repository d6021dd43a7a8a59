use actix_web::{get, web, HttpResponse};
use application::class_hours::GetClassHour;
use application::AppError;
use domain::ids::ClassHourId;

use super::ClassHourDto;
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

#[utoipa::path(
    tag = "class-hours",
    params(("id" = i64, Path)),
    responses((status = 200, body = inline(ResultBody<ClassHourDto>)), (status = 403, body = ErrorEnvelope), (status = 404, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[get(r"/class-hours/{id:\d+}/")]
pub async fn get_class_hour(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = ClassHourId::new(id.into_inner()).map_err(|_| ApiError::new(AppError::NotFound, lang))?;
    let hour = run(&state, lang, move |s| GetClassHour { class_hours: &*s.class_hours }.execute(&session.actor, id)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: ClassHourDto::from(hour) }))
}
