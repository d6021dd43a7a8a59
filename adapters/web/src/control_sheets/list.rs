use actix_web::{get, web, HttpResponse};
use application::control_sheets::{ListControlSheets, SheetFilter};
use application::ports::SheetRow;
use domain::assessment::Control;
use domain::ids::{GroupId, InstitutionId};
use domain::journal::SheetState;
use domain::paging::PageRequest;
use domain::validation::{Invalid, ValidationErrors};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::auth::Authenticated;
use crate::catalogue;
use crate::dto::{ListBody, NameDto};
use crate::error::{ApiError, ErrorEnvelope};
use crate::export::{self, Column, Export, FormatParams};
use crate::journal::{RefDto, SubjectNameDto};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SheetListParams {
    pub institution_id: Option<i64>,
    pub edu_group_id: Option<i64>,
    #[param(minimum = 1, maximum = 12)]
    pub semester: Option<i64>,
    #[param(value_type = Option<crate::codes::ControlCode>)]
    pub control: Option<String>,
    #[param(value_type = Option<crate::codes::SheetStateCode>)]
    pub state: Option<String>,
    pub page: Option<i64>,
    pub limit: Option<i64>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ControlSheetRowDto {
    pub id: i64,
    pub institution_id: i64,
    pub edu_group: RefDto,
    pub edu_subject: SubjectNameDto,
    pub semester: i32,
    #[schema(value_type = crate::codes::ControlCode)]
    pub control: String,
    pub attempt: i32,
    /// `YYYY-MM-DD`.
    pub exam_date: Option<String>,
    pub examiner_name: Option<String>,
    #[schema(value_type = crate::codes::SheetStateCode)]
    pub state: String,
    /// Students with points on the sheet.
    pub entries: i64,
}

impl From<SheetRow> for ControlSheetRowDto {
    fn from(r: SheetRow) -> Self {
        ControlSheetRowDto {
            id: r.id.get(),
            institution_id: r.institution.get(),
            edu_group: RefDto { id: r.key.group.get(), name: r.group_name },
            edu_subject: SubjectNameDto { id: r.key.subject.get(), code: r.subject_code, name: NameDto::from(&r.subject_name) },
            semester: r.key.semester,
            control: r.key.control.code().into(),
            attempt: r.key.attempt,
            exam_date: r.exam_date.map(|d| d.format("%Y-%m-%d").to_string()),
            examiner_name: r.examiner_name,
            state: r.state.code().into(),
            entries: r.entries,
        }
    }
}

fn filter(params: &SheetListParams) -> Result<SheetFilter, ValidationErrors> {
    let mut errors = ValidationErrors::new();
    let institution = params.institution_id.and_then(|id| errors.check("institution_id", InstitutionId::new(id)));
    let group = params.edu_group_id.and_then(|id| errors.check("edu_group_id", GroupId::new(id)));
    let semester = match params.semester {
        Some(s) if (1..=12).contains(&s) => Some(s as i32),
        Some(_) => {
            errors.add("semester", Invalid::OutOfRange { min: 1, max: 12 });
            None
        }
        None => None,
    };
    let control = params.control.as_deref().and_then(|c| errors.check("control", Control::parse(c)));
    let state = params.state.as_deref().and_then(|s| errors.check("state", SheetState::parse(s)));
    let page = PageRequest::new(params.page, params.limit).map_err(|e| errors.merge("", e)).ok();
    errors.into_result()?;
    // Never the default: a refused page returned with the errors above.
    Ok(SheetFilter { institution, group, semester, control, state, page: page.unwrap_or_default() })
}

const CONTROLS: [(&str, &str); 3] = [
    ("CURRENT", catalogue::id("journal.control.CURRENT")),
    ("MIDTERM", catalogue::id("journal.control.MIDTERM")),
    ("FINAL", catalogue::id("journal.control.FINAL")),
];

fn columns() -> Vec<Column<ControlSheetRowDto>> {
    vec![
        Column::new(catalogue::text("audit.field.control_sheet.edu_group_id"), 14, |r: &ControlSheetRowDto, _| {
            export::text(&r.edu_group.name)
        }),
        Column::new(catalogue::text("audit.field.control_sheet.edu_subject_id"), 36, |r, lang| export::name(&r.edu_subject.name, lang)),
        Column::new(catalogue::text("journal.sheets.semester"), 10, |r, _| export::number(i64::from(r.semester))),
        Column::new(catalogue::text("export.control_sheets.control"), 22, |r, lang| {
            // Never the default: `CONTROLS` names every control a sheet can be of.
            export::text(CONTROLS.iter().find(|(c, _)| *c == r.control).map(|(_, id)| catalogue::text(id).get(lang)).unwrap_or_default())
        }),
        Column::new(catalogue::text("export.control_sheets.attempt"), 10, |r, _| export::number(i64::from(r.attempt))),
        Column::new(catalogue::text("audit.field.control_sheet.exam_date"), 14, |r, _| {
            r.exam_date
                .as_deref()
                .and_then(|d| chrono::NaiveDate::parse_from_str(d, "%Y-%m-%d").ok())
                .map_or(application::ports::Cell::Empty, application::ports::Cell::Date)
        }),
        Column::new(catalogue::text("audit.field.control_sheet.examiner_id"), 30, |r, _| {
            // A sheet without an examiner: an empty cell.
            export::text(r.examiner_name.as_deref().unwrap_or_default())
        }),
        Column::new(catalogue::text("audit.field.control_sheet.state"), 12, |r, lang| {
            let open = catalogue::text("journal.sheetState.OPEN");
            let closed = catalogue::text("journal.sheetState.CLOSED");
            export::text(if r.state == "CLOSED" { closed.get(lang) } else { open.get(lang) })
        }),
        Column::new(catalogue::text("export.control_sheets.withPoints"), 12, |r, _| export::number(r.entries)),
    ]
}

/// With `journal-view` the sheets of one's scope, with `control-sheet-edit` the sheets one
/// examines. Control sheets, newest first, with their state; `format=xlsx` answers every row as an
/// Excel file.
#[utoipa::path(
    tag = "control-sheets",
    params(SheetListParams, FormatParams),
    responses(
        (status = 200, content((inline(ListBody<ControlSheetRowDto>) = "application/json"),
            (Vec<u8> = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/control-sheets/")]
pub async fn list_control_sheets(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    params: web::Query<SheetListParams>,
    format: web::Query<FormatParams>,
) -> Result<HttpResponse, ApiError> {
    let filter = filter(&params).map_err(|e| ApiError::new(e.into(), lang))?;
    if format.is_xlsx() {
        let title = catalogue::text("export.control_sheets.controlSheets");
        let actor = session.actor.clone();
        return export::export(&state, lang, Export { file: "control-sheets", title, columns: columns() }, move |s, page| {
            let found = ListControlSheets { unit: &*s.unit, clock: &*s.clock }.execute(&actor, &SheetFilter { page, ..filter.clone() })?;
            Ok(found.map(ControlSheetRowDto::from))
        })
        .await;
    }
    let page = run(&state, lang, move |s| ListControlSheets { unit: &*s.unit, clock: &*s.clock }.execute(&session.actor, &filter)).await?;
    Ok(HttpResponse::Ok().json(ListBody::from_page(page, ControlSheetRowDto::from)))
}
