use actix_web::{get, web, HttpResponse};
use application::ports::{Cell, DoctoralStudentOrder, DoctoralStudentQuery};
use application::science::doctorate::ListDoctoralStudents;
use domain::actor::{Actor, Scope};
use domain::ids::{InstitutionId, StaffId};
use domain::paging::Ordering;
use domain::science::{DoctoralStatus, DoctorateKind, StudyForm};
use domain::validation::{Invalid, ValidationErrors};
use serde::Deserialize;
use utoipa::IntoParams;

use super::DoctoralStudentDto;
use crate::auth::Authenticated;
use crate::catalogue;
use crate::dto::{ListBody, ListParams};
use crate::error::{ApiError, ErrorEnvelope};
use crate::export::{self, Column, Export, FormatParams};
use crate::language::Lang;
use crate::run::run;
use crate::science::filter;
use crate::state::AppState;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct DoctoralStudentFilters {
    /// Ministry-level roles only; an institution-level role sees its own.
    pub institution_id: Option<i64>,
    #[param(value_type = Option<crate::science::codes::DoctorateKindCode>)]
    pub kind: Option<String>,
    #[param(value_type = Option<crate::science::codes::StudyFormCode>)]
    pub form: Option<String>,
    #[param(value_type = Option<crate::science::codes::DoctoralStatusCode>)]
    pub status: Option<String>,
    #[param(minimum = 1, maximum = 3)]
    pub course: Option<i64>,
    pub supervisor_staff_id: Option<i64>,
}

pub const ORDERINGS: [(&str, DoctoralStudentOrder); 3] = [
    ("id", DoctoralStudentOrder::Id),
    ("full_name", DoctoralStudentOrder::FullName),
    ("admission_year", DoctoralStudentOrder::AdmissionYear),
];

fn query(list: &ListParams, filters: &DoctoralStudentFilters) -> Result<DoctoralStudentQuery, ValidationErrors> {
    let mut errors = ValidationErrors::new();
    let default = Ordering { field: DoctoralStudentOrder::Id, descending: true };
    let page = list.page_request().map_err(|e| errors.merge("query", e)).ok();
    let ordering = Ordering::parse(list.ordering.as_deref(), &ORDERINGS, default).map_err(|e| errors.merge("query", e)).ok();
    let institution_id = filter(&mut errors, "institution_id", filters.institution_id, InstitutionId::new);
    let kind = filter(&mut errors, "kind", filters.kind.as_deref(), DoctorateKind::parse);
    let form = filter(&mut errors, "form", filters.form.as_deref(), StudyForm::parse);
    let status = filter(&mut errors, "status", filters.status.as_deref(), DoctoralStatus::parse);
    let course = filter(&mut errors, "course", filters.course, |c| {
        if (1..=3).contains(&c) {
            Ok(c as i16)
        } else {
            Err(Invalid::OutOfRange { min: 1, max: 3 })
        }
    });
    let supervisor_staff_id = filter(&mut errors, "supervisor_staff_id", filters.supervisor_staff_id, StaffId::new);
    errors.into_result()?;
    Ok(DoctoralStudentQuery {
        scope: Scope::Nowhere,
        institution_id,
        kind,
        form,
        status,
        course,
        supervisor_staff_id,
        search: list.search(),
        ordering: ordering.unwrap_or(default),
        // Never the default: a refused page returned with the errors above.
        page: page.unwrap_or_default(),
    })
}

/// `search`: a name or the beginning of a PINFL.
#[utoipa::path(
    tag = "science",
    params(ListParams, DoctoralStudentFilters, FormatParams),
    responses(
        (status = 200, content((inline(ListBody<DoctoralStudentDto>) = "application/json"), (Vec<u8> = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/science/doctoral-students/")]
pub async fn list_doctoral_students(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    list: web::Query<ListParams>,
    filters: web::Query<DoctoralStudentFilters>,
    format: web::Query<FormatParams>,
) -> Result<HttpResponse, ApiError> {
    let query = query(&list, &filters).map_err(|e| ApiError::new(e.into(), lang))?;
    if format.is_xlsx() {
        let title = catalogue::text("science.doctoral.title");
        let sheet = Export { file: "doctoral-students", title, columns: columns(&session.actor) };
        return export::export(&state, lang, sheet, move |s, page| {
            let query = DoctoralStudentQuery { page, ..query.clone() };
            Ok(ListDoctoralStudents { science: &*s.science }.execute(&session.actor, query)?.map(DoctoralStudentDto::from))
        })
        .await;
    }
    let page = run(&state, lang, move |s| ListDoctoralStudents { science: &*s.science }.execute(&session.actor, query)).await?;
    Ok(HttpResponse::Ok().json(ListBody::from_page(page, DoctoralStudentDto::from)))
}

fn columns(actor: &Actor) -> Vec<Column<DoctoralStudentDto>> {
    let mut columns = vec![
        Column::new(export::id(), 8, |row: &DoctoralStudentDto, _| export::number(row.id)),
        Column::new(catalogue::text("roles.holders.name"), 32, |row, _| export::text(&row.full_name)),
        Column::new(catalogue::text("science.doctoral.pinfl"), 16, |row, _| export::text(&row.citizen.pinfl)),
        Column::new(catalogue::text("export.science.doctorate.degree"), 24, |row, lang| {
            Cell::Text(DoctorateKind::from_stored(&row.kind).label().get(lang).into())
        }),
        Column::new(catalogue::text("export.science.doctorate.form"), 24, |row, lang| {
            Cell::Text(StudyForm::from_stored(&row.form).label().get(lang).into())
        }),
        Column::new(catalogue::text("export.science.doctorate.theme"), 40, |row, _| export::text(&row.theme)),
        Column::new(catalogue::text("export.science.doctorate.specialty"), 30, |row, _| export::text(&row.specialty)),
        Column::new(catalogue::text("science.doctoral.supervisor"), 30, |row, _| export::text(&row.supervisor_name)),
        Column::new(catalogue::text("science.doctoral.course"), 8, |row, _| export::number(i64::from(row.course))),
        Column::new(catalogue::text("export.science.doctorate.admitted"), 10, |row, _| export::number(i64::from(row.admission_year))),
        Column::new(catalogue::text("science.doctoral.status"), 18, |row, lang| {
            Cell::Text(DoctoralStatus::from_stored(&row.status).label().get(lang).into())
        }),
    ];
    if actor.scope() == Scope::Everywhere {
        columns.push(Column::new(export::institution(), 40, |row, lang| export::name(&row.institution.name, lang)));
    }
    columns
}
