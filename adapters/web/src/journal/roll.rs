use actix_web::{get, web, HttpResponse};
use application::journal::GetRoll;
use application::AppError;
use domain::ids::ScheduleId;

use super::{path_date, RollDto};
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

/// With `journal-record`, only one's own lessons. The lesson's roll on that date: the taken one, or
/// every student of the group (or subgroup) present before it is taken, with the lesson teacher's
/// topics to choose from and whether the caller may save it now (`may_record`) or only with a
/// reason (`needs_reason`).
#[utoipa::path(
    tag = "journal",
    params(("schedule_id" = i64, Path), ("date" = String, Path, format = Date, description = "`YYYY-MM-DD`")),
    responses(
        (status = 200, body = inline(ResultBody<RollDto>)),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 404, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get(r"/journal/lessons/{schedule_id:\d+}/{date}/")]
pub async fn get_roll(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    path: web::Path<(i64, String)>,
) -> Result<HttpResponse, ApiError> {
    let (id, date) = path.into_inner();
    let id = ScheduleId::new(id).map_err(|_| ApiError::new(AppError::NotFound, lang))?;
    let date = path_date(&date, lang)?;
    let roll = run(&state, lang, move |s| GetRoll { unit: &*s.unit, clock: &*s.clock }.execute(&session.actor, id, date)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: RollDto::from(&roll) }))
}
