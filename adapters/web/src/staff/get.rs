use actix_web::{get, web, HttpResponse};
use application::staff::GetStaff;
use application::AppError;
use domain::ids::StaffId;

use super::StaffDto;
use crate::auth::Authenticated;
use crate::dto::ResultBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

#[utoipa::path(
    tag = "staff",
    params(("id" = i64, Path)),
    responses((status = 200, body = inline(ResultBody<StaffDto>)), (status = 403, body = ErrorEnvelope), (status = 404, body = ErrorEnvelope)),
    security(("bearer" = []))
)]
#[get(r"/staffs/{id:\d+}/")]
pub async fn get_staff(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = StaffId::new(id.into_inner()).map_err(|_| ApiError::new(AppError::NotFound, lang))?;
    let member = run(&state, lang, move |s| GetStaff { staff: &*s.staff }.execute(&session.actor, id)).await?;
    Ok(HttpResponse::Ok().json(ResultBody { result: StaffDto::from(member) }))
}
