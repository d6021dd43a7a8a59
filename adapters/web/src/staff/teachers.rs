use actix_web::{get, web, HttpResponse};
use application::ports::StaffQuery;
use application::staff::ListTeachers;
use domain::language::Text;

use super::list::{columns, query, StaffFilters};
use super::StaffDto;
use crate::auth::Authenticated;
use crate::dto::{ListBody, ListParams};
use crate::error::{ApiError, ErrorEnvelope};
use crate::export::{self, Export, FormatParams};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

/// Permission: `staff-view-teacher`. Staff holding at least one teaching position.
#[utoipa::path(
    tag = "staff",
    params(ListParams, StaffFilters, FormatParams),
    responses(
        (status = 200, content((inline(ListBody<StaffDto>) = "application/json"), (Vec<u8> = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/staffs/teachers/")]
pub async fn list_teachers(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    list: web::Query<ListParams>,
    filters: web::Query<StaffFilters>,
    format: web::Query<FormatParams>,
) -> Result<HttpResponse, ApiError> {
    let query = query(&list, &filters).map_err(|e| ApiError::new(e.into(), lang))?;
    if format.is_xlsx() {
        let title = Text::new("O‘qituvchilar", "Преподаватели", "Teachers");
        let sheet = Export { file: "teachers", title, columns: columns(&session.actor, true) };
        return export::export(&state, lang, sheet, move |s, page| {
            Ok(ListTeachers { staff: &*s.staff }.execute(&session.actor, StaffQuery { page, ..query.clone() })?.map(StaffDto::from))
        })
        .await;
    }
    let page = run(&state, lang, move |s| ListTeachers { staff: &*s.staff }.execute(&session.actor, query)).await?;
    Ok(HttpResponse::Ok().json(ListBody::from_page(page, StaffDto::from)))
}
