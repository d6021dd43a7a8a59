use actix_web::{get, web, HttpResponse};
use application::exams::ListExams;
use application::ports::ExamQuery;
use domain::actor::Scope;
use domain::assessment::Control;
use domain::ids::{GroupId, InstitutionId, RoomId, StaffId};
use domain::paging::PageRequest;
use domain::schedule::DateSpan;
use domain::validation::{parse_date, Invalid, ValidationErrors};
use serde::Deserialize;
use utoipa::IntoParams;

use super::ExamDto;
use crate::auth::Authenticated;
use crate::catalogue;
use crate::dto::ListBody;
use crate::error::{ApiError, ErrorEnvelope};
use crate::export::{self, Column, Export, FormatParams};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ExamFilters {
    /// Ministry-level roles only; institution-level roles always see their own.
    pub institution_id: Option<i64>,
    pub edu_group_id: Option<i64>,
    pub examiner_id: Option<i64>,
    pub room_id: Option<i64>,
    #[param(value_type = Option<crate::codes::ExamControlCode>)]
    pub control: Option<String>,
    /// `YYYY-MM-DD`: from this day on.
    #[param(format = Date)]
    pub date_from: Option<String>,
    /// `YYYY-MM-DD`: up to this day.
    #[param(format = Date)]
    pub date_to: Option<String>,
    pub page: Option<i64>,
    pub limit: Option<i64>,
}

fn query(filters: &ExamFilters, page: PageRequest) -> Result<ExamQuery, ValidationErrors> {
    let mut errors = ValidationErrors::new();
    let institution = filters.institution_id.and_then(|id| errors.check("institution_id", InstitutionId::new(id)));
    let group = filters.edu_group_id.and_then(|id| errors.check("edu_group_id", GroupId::new(id)));
    let examiner = filters.examiner_id.and_then(|id| errors.check("examiner_id", StaffId::new(id)));
    let room = filters.room_id.and_then(|id| errors.check("room_id", RoomId::new(id)));
    let control = filters.control.as_deref().and_then(|c| errors.check("control", Control::parse(c)));
    let from = filters.date_from.as_deref().and_then(|d| errors.check("date_from", parse_date(d)));
    let to = filters.date_to.as_deref().and_then(|d| errors.check("date_to", parse_date(d)));
    let dates = match (from, to) {
        (None, None) => None,
        (from, to) => {
            let span = DateSpan::new(from.unwrap_or(DateSpan::ALL.start()), to.unwrap_or(DateSpan::ALL.end()));
            if span.is_none() {
                errors.add("date_to", Invalid::EndNotAfterStart);
            }
            span
        }
    };
    errors.into_result()?;
    Ok(ExamQuery { scope: Scope::Nowhere, institution, group, examiners: examiner.map(|e| vec![e]), room, control, dates, page })
}

const CONTROLS: [(&str, &str); 2] = [("MIDTERM", catalogue::id("schedule.exam.MIDTERM")), ("FINAL", catalogue::id("schedule.exam.FINAL"))];

fn columns() -> Vec<Column<ExamDto>> {
    vec![
        Column::new(catalogue::text("journal.exams.date"), 12, |e: &ExamDto, _| export::date(&e.date)),
        Column::new(catalogue::text("export.exams.period"), 8, |e, _| export::number(i64::from(e.class_hour.number))),
        Column::new(catalogue::text("orders.group"), 14, |e, _| export::text(&e.edu_group.name)),
        Column::new(catalogue::text("audit.entity.edu_subject"), 32, |e, lang| export::name(&e.edu_subject.name, lang)),
        Column::new(catalogue::text("export.control_sheets.control"), 18, |e, lang| export::label(&e.control, &CONTROLS, lang)),
        Column::new(catalogue::text("export.control_sheets.attempt"), 8, |e, _| export::number(i64::from(e.attempt))),
        Column::new(catalogue::text("journal.exams.room"), 12, |e, _| export::text(&e.room.name)),
        Column::new(catalogue::text("audit.field.control_sheet.examiner_id"), 30, |e, _| export::text(&e.examiner.full_name)),
    ]
}

/// Exams by date and class hour; institution-level roles see their institution's. `format=xlsx`
/// answers every row as an Excel file.
#[utoipa::path(
    tag = "exams",
    params(ExamFilters, FormatParams),
    responses(
        (status = 200, content((inline(ListBody<ExamDto>) = "application/json"),
            (Vec<u8> = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/exams/")]
pub async fn list_exams(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    filters: web::Query<ExamFilters>,
    format: web::Query<FormatParams>,
) -> Result<HttpResponse, ApiError> {
    let page = PageRequest::new(filters.page, filters.limit).map_err(|e| ApiError::new(e.into(), lang))?;
    let query = query(&filters, page).map_err(|e| ApiError::new(e.into(), lang))?;
    if format.is_xlsx() {
        let title = catalogue::text("journal.exams.title");
        let actor = session.actor.clone();
        return export::export(&state, lang, Export { file: "exams", title, columns: columns() }, move |s, page| {
            let found = ListExams { unit: &*s.unit }.execute(&actor, ExamQuery { page, ..query.clone() })?;
            Ok(found.map(|v| ExamDto::from(&v)))
        })
        .await;
    }
    let found = run(&state, lang, move |s| ListExams { unit: &*s.unit }.execute(&session.actor, query)).await?;
    Ok(HttpResponse::Ok().json(ListBody::from_page(found, |v| ExamDto::from(&v))))
}
