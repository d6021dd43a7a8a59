use actix_web::{get, web, HttpResponse};
use application::ports::{StudentOrderField, StudentQuery};
use application::students::ListStudents;
use domain::actor::{Actor, Scope};
use domain::ids::{GroupId, InstitutionId};
use domain::paging::Ordering;
use domain::person::Gender;
use domain::student::StudentStatus;
use domain::validation::{Invalid, ValidationErrors};
use serde::Deserialize;
use utoipa::IntoParams;

use super::{StudentDto, StudentStatusDto};
use crate::auth::Authenticated;
use crate::catalogue;
use crate::dto::{ListBody, ListParams};
use crate::error::{ApiError, ErrorEnvelope};
use crate::export::{self, labels, Column, Export, FormatParams};
use crate::language::Lang;
use crate::run::run;
use crate::state::AppState;
use application::ports::Cell;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct StudentFilters {
    /// Ministry-level roles only; institution-level roles always see their own.
    pub institution_id: Option<i64>,
    pub edu_group_id: Option<i64>,
    pub student_status: Option<StudentStatusDto>,
    #[param(minimum = 1, maximum = 6)]
    pub course: Option<i64>,
    /// 1 male, 2 female.
    #[param(minimum = 1, maximum = 2)]
    pub gender: Option<i64>,
}

pub const ORDERINGS: [(&str, StudentOrderField); 3] =
    [("id", StudentOrderField::Id), ("fio", StudentOrderField::Fio), ("birth_date", StudentOrderField::BirthDate)];

fn query(list: &ListParams, filters: &StudentFilters) -> Result<StudentQuery, ValidationErrors> {
    let mut errors = ValidationErrors::new();
    let default = Ordering { field: StudentOrderField::Id, descending: true };
    let page = list.page_request().map_err(|e| errors.merge("query", e)).ok();
    let ordering = Ordering::parse(list.ordering.as_deref(), &ORDERINGS, default).map_err(|e| errors.merge("query", e)).ok();
    let institution_id =
        filters.institution_id.map(InstitutionId::new).transpose().map_err(|e| errors.add("institution_id", e)).ok().flatten();
    let edu_group_id = filters.edu_group_id.map(GroupId::new).transpose().map_err(|e| errors.add("edu_group_id", e)).ok().flatten();
    let course = match filters.course {
        Some(course) if !(1..=domain::group::MAX_COURSE).contains(&course) => {
            errors.add("course", Invalid::OutOfRange { min: 1, max: domain::group::MAX_COURSE });
            None
        }
        course => course.map(|c| c as i32),
    };
    let gender = match filters.gender {
        None => None,
        Some(code) => i16::try_from(code).ok().and_then(Gender::from_code).or_else(|| {
            errors.add("gender", Invalid::UnknownValue);
            None
        }),
    };
    errors.into_result()?;
    Ok(StudentQuery {
        scope: Scope::Nowhere,
        institution_id,
        edu_group_id,
        status: filters.student_status.map(Into::into),
        course,
        gender,
        search: list.search(),
        ordering: ordering.unwrap_or(default),
        // Never the default: a refused page returned with the errors above.
        page: page.unwrap_or_default(),
    })
}

/// `search` matches a name or the beginning of a PINFL.
#[utoipa::path(
    tag = "students",
    params(ListParams, StudentFilters, FormatParams),
    responses(
        (status = 200, content((inline(ListBody<StudentDto>) = "application/json"), (Vec<u8> = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))),
        (status = 400, body = ErrorEnvelope),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/students/")]
pub async fn list_students(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    list: web::Query<ListParams>,
    filters: web::Query<StudentFilters>,
    format: web::Query<FormatParams>,
) -> Result<HttpResponse, ApiError> {
    let query = query(&list, &filters).map_err(|e| ApiError::new(e.into(), lang))?;
    if format.is_xlsx() {
        let sheet = Export { file: "students", title: catalogue::text("orders.students"), columns: columns(&session.actor) };
        return export::export(&state, lang, sheet, move |s, page| {
            let query = StudentQuery { page, ..query.clone() };
            Ok(ListStudents { students: &*s.student_queries }.execute(&session.actor, query)?.map(StudentDto::listed))
        })
        .await;
    }
    let page = run(&state, lang, move |s| ListStudents { students: &*s.student_queries }.execute(&session.actor, query)).await?;
    Ok(HttpResponse::Ok().json(ListBody::from_page(page, StudentDto::listed)))
}

/// The columns of the students list screen; the institution for ministry-level roles only.
fn columns(actor: &Actor) -> Vec<Column<StudentDto>> {
    let mut columns = vec![
        Column::new(export::id(), 8, |row: &StudentDto, _| export::number(row.id)),
        Column::new(catalogue::text("roles.holders.name"), 36, |row, _| export::text(&row.fio)),
        Column::new(catalogue::text("students.field.pinfl"), 16, |row, _| export::text(&row.pinfl)),
        Column::new(catalogue::text("students.field.birthDate"), 12, |row, _| export::date(&row.birth_date)),
        Column::new(catalogue::text("students.field.gender"), 10, |row, lang| export::label(&row.gender.to_string(), labels::GENDER, lang)),
        Column::new(catalogue::text("orders.group"), 16, |row, _| export::text(&row.edu_group.name)),
        Column::new(catalogue::text("students.field.course"), 8, |row, _| {
            if row.edu_group.course > 0 {
                export::number(i64::from(row.edu_group.course))
            } else {
                Cell::Empty
            }
        }),
    ];
    if actor.scope() == Scope::Everywhere {
        columns.push(Column::new(catalogue::text("students.field.institution"), 40, |row, lang| export::name(&row.institution.name, lang)));
    }
    columns.push(Column::new(catalogue::text("students.field.status"), 16, |row, lang| {
        Cell::Text(StudentStatus::from(row.student_status).label(lang).to_string())
    }));
    columns
}
