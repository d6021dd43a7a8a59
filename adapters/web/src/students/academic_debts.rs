//! `GET /academic-debts/`: the students in debt with their unpassed subjects, or the institutions
//! with their counts (the ministry's total), and its Excel file.

use actix_web::{get, web, HttpResponse};
use application::ports::{AcademicDebtLevel, AcademicDebtQuery, AcademicDebtRow, Cell};
use application::results::ListAcademicDebts;
use domain::actor::Scope;
use domain::ids::{GroupId, InstitutionId};
use domain::language::Language;
use domain::paging::PageRequest;
use domain::validation::{Invalid, ValidationErrors};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::auth::Authenticated;
use crate::catalogue;
use crate::dto::{ListParams, NameDto};
use crate::error::{ApiError, ErrorEnvelope};
use crate::export::{self, Column, Export, FormatParams};
use crate::language::Lang;
use crate::run::run;
use crate::science::filter;
use crate::state::AppState;

/// An unpassed subject and the attempt it reached.
#[derive(Debug, Serialize, ToSchema)]
pub struct UnpassedSubjectDto {
    pub semester: i32,
    pub edu_subject_id: i64,
    pub code: String,
    pub name: NameDto,
    /// 1 the main exam, 2 and 3 the retakes.
    pub attempt: i32,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct AcademicDebtRowDto {
    /// The student's or the institution's id.
    pub id: i64,
    /// Level `STUDENT`.
    pub student_name: Option<String>,
    pub edu_group_id: Option<i64>,
    pub group_name: Option<String>,
    pub course: Option<i32>,
    pub institution_id: i64,
    pub institution_name: NameDto,
    /// Students in debt (1 on level `STUDENT`).
    pub students: i64,
    /// Unpassed subjects.
    pub debts: i64,
    /// Level `STUDENT`: the unpassed subjects.
    pub subjects: Vec<UnpassedSubjectDto>,
}

impl From<AcademicDebtRow> for AcademicDebtRowDto {
    fn from(r: AcademicDebtRow) -> Self {
        let (edu_group_id, group_name, course) = match r.group {
            Some((id, name, course)) => (Some(id.get()), Some(name), Some(course)),
            None => (None, None, None),
        };
        AcademicDebtRowDto {
            id: r.id,
            student_name: r.student_name,
            edu_group_id,
            group_name,
            course,
            institution_id: r.institution_id.get(),
            institution_name: NameDto::from(&r.institution_name),
            students: r.students,
            debts: r.debts,
            subjects: r
                .subjects
                .into_iter()
                .map(|s| UnpassedSubjectDto {
                    semester: s.semester,
                    edu_subject_id: s.subject.get(),
                    code: s.code,
                    name: NameDto::from(&s.name),
                    attempt: s.attempt,
                })
                .collect(),
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct AcademicDebtsBody {
    pub results: Vec<AcademicDebtRowDto>,
    /// How many rows the filter has.
    pub count: i64,
    /// Students in debt and their unpassed subjects over every row of the filter.
    pub students: i64,
    pub debts: i64,
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct AcademicDebtFilters {
    /// What a row is: `STUDENT` (the default) or `INSTITUTION`.
    #[param(value_type = Option<crate::codes::AcademicDebtLevelCode>)]
    pub level: Option<String>,
    /// Ministry-level roles only; an institution-level role sees its own.
    pub institution_id: Option<i64>,
    pub edu_group_id: Option<i64>,
    #[param(minimum = 1, maximum = 7)]
    pub course: Option<i64>,
}

fn parse_level(code: &str) -> Result<AcademicDebtLevel, Invalid> {
    match code.trim() {
        "STUDENT" => Ok(AcademicDebtLevel::Student),
        "INSTITUTION" => Ok(AcademicDebtLevel::Institution),
        "" => Err(Invalid::Required),
        _ => Err(Invalid::UnknownValue),
    }
}

fn course(value: i64) -> Result<i32, Invalid> {
    if (1..=7).contains(&value) {
        Ok(value as i32)
    } else {
        Err(Invalid::OutOfRange { min: 1, max: 7 })
    }
}

fn query(list: &ListParams, filters: &AcademicDebtFilters) -> Result<AcademicDebtQuery, ValidationErrors> {
    let mut errors = ValidationErrors::new();
    let page = list.page_request().map_err(|e| errors.merge("query", e)).ok();
    let level = filter(&mut errors, "level", filters.level.as_deref(), parse_level);
    let institution_id = filter(&mut errors, "institution_id", filters.institution_id, InstitutionId::new);
    let edu_group_id = filter(&mut errors, "edu_group_id", filters.edu_group_id, GroupId::new);
    let course = filter(&mut errors, "course", filters.course, course);
    errors.into_result()?;
    Ok(AcademicDebtQuery {
        scope: Scope::Nowhere,
        level: level.unwrap_or(AcademicDebtLevel::Student),
        institution_id,
        edu_group_id,
        course,
        today: chrono::NaiveDate::MIN,
        // Never the default: a refused page returned with the errors above.
        page: page.unwrap_or_default(),
    })
}

/// Students by most debts (then by group), or institutions by most students in debt; a result whose
/// control sheet is still open is not a debt yet. `students` and `debts` sum every row of the
/// filter.
#[utoipa::path(
    tag = "students",
    params(ListParams, AcademicDebtFilters, FormatParams),
    responses(
        (status = 200, content((AcademicDebtsBody = "application/json"), (Vec<u8> = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))),
        (status = 401, body = ErrorEnvelope),
        (status = 403, body = ErrorEnvelope),
        (status = 422, body = ErrorEnvelope),
    ),
    security(("bearer" = []))
)]
#[get("/academic-debts/")]
pub async fn list_academic_debts(
    state: web::Data<AppState>,
    Authenticated(session): Authenticated,
    Lang(lang): Lang,
    list: web::Query<ListParams>,
    filters: web::Query<AcademicDebtFilters>,
    format: web::Query<FormatParams>,
) -> Result<HttpResponse, ApiError> {
    let query = query(&list, &filters).map_err(|e| ApiError::new(e.into(), lang))?;
    if format.is_xlsx() {
        let title = catalogue::text("journal.debts.title");
        let sheet = Export { file: "academic-debts", title, columns: columns(query.level, session.actor.scope() == Scope::Everywhere) };
        return export::export(&state, lang, sheet, move |s, page: PageRequest| {
            let debts = ListAcademicDebts { standings: &*s.standings, clock: &*s.clock }
                .execute(&session.actor, AcademicDebtQuery { page, ..query.clone() })?;
            Ok(debts.rows.map(AcademicDebtRowDto::from))
        })
        .await;
    }
    let debts =
        run(&state, lang, move |s| ListAcademicDebts { standings: &*s.standings, clock: &*s.clock }.execute(&session.actor, query)).await?;
    Ok(HttpResponse::Ok().json(AcademicDebtsBody {
        count: debts.rows.count,
        results: debts.rows.items.into_iter().map(AcademicDebtRowDto::from).collect(),
        students: debts.students,
        debts: debts.debts,
    }))
}

fn subjects(row: &AcademicDebtRowDto, lang: Language) -> String {
    let attempt = catalogue::text("export.students.attempt").get(lang);
    row.subjects
        .iter()
        .map(|s| format!("{} ({}, {} {})", export::name_of(&s.name, lang), s.semester, s.attempt, attempt))
        .collect::<Vec<_>>()
        .join("; ")
}

fn columns(level: AcademicDebtLevel, everywhere: bool) -> Vec<Column<AcademicDebtRowDto>> {
    let mut columns = Vec::new();
    if level == AcademicDebtLevel::Student {
        columns.extend([
            Column::new(catalogue::text("orders.student"), 36, |row: &AcademicDebtRowDto, _| {
                // Only a row of another level lacks the name (a student's row has it): an empty cell then.
                export::text(row.student_name.as_deref().unwrap_or_default())
            }),
            Column::new(catalogue::text("journal.debts.group"), 16, |row: &AcademicDebtRowDto, _| {
                // As above: an empty cell.
                export::text(row.group_name.as_deref().unwrap_or_default())
            }),
            Column::new(catalogue::text("journal.debts.course"), 8, |row: &AcademicDebtRowDto, _| {
                // Only a row of another level lacks the course: an empty cell then, never a course 0.
                row.course.map_or(Cell::Empty, |course| export::number(i64::from(course)))
            }),
        ]);
    }
    if level == AcademicDebtLevel::Institution || everywhere {
        columns.push(Column::new(export::institution(), 40, |row: &AcademicDebtRowDto, lang| export::name(&row.institution_name, lang)));
    }
    if level == AcademicDebtLevel::Institution {
        columns.push(Column::new(catalogue::text("journal.debts.students"), 16, |row, _| export::number(row.students)));
    }
    columns.push(Column::new(catalogue::text("export.students.debts"), 12, |row, _| export::number(row.debts)));
    if level == AcademicDebtLevel::Student {
        columns.push(Column::new(catalogue::text("export.students.subjectsSemesterAttempt"), 80, |row, lang| {
            export::text(&subjects(row, lang))
        }));
    }
    columns
}
