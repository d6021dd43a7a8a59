//! `format=xlsx` on a list: the rows the JSON list answers for the same filters, search and
//! ordering, every page of them, as an Excel file with the columns of the list screen in the
//! caller's language. Rows are read batch by batch through the list's own use case (so permission
//! and tenancy are the JSON list's) and written as they come: a list of any length never sits in
//! memory whole.

use std::collections::HashMap;
use std::sync::OnceLock;

use actix_web::{web, HttpResponse};
use application::institutions::ListInstitutions;
use application::ports::{Cell, InstitutionOrderField, InstitutionQuery, SheetColumn};
use application::AppError;
use chrono::NaiveDate;
use domain::actor::{Actor, Scope};
use domain::language::{Language, Text};
use domain::paging::{Ordering, Page, PageRequest};
use serde::Deserialize;
use utoipa::{IntoParams, ToSchema};

use crate::dto::NameDto;
use crate::error::ApiError;
use crate::institutions::InstitutionDto;
use crate::run::run;
use crate::state::AppState;

pub(crate) const XLSX: &str = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/// How a list answers: a JSON page, or an Excel file of every matching row.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum ListFormat {
    #[default]
    Json,
    Xlsx,
}

/// The answer's format; with `xlsx`, `page` and `limit` are ignored and every matching row is
/// in the file.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct FormatParams {
    /// `json` (default): one page as `{"results", "count"}`; `xlsx`: an Excel file of every
    /// row matching the filters, search and ordering, with the list's columns in the
    /// `Accept-Language` language.
    pub format: Option<ListFormat>,
}

impl FormatParams {
    pub fn is_xlsx(&self) -> bool {
        self.format == Some(ListFormat::Xlsx)
    }
}

/// How many rows an export reads at once when the server does not say otherwise.
pub const DEFAULT_BATCH: u32 = 1_000;

/// A column of an exported list: its header in the three languages, its width in characters and
/// the cell of a row.
pub struct Column<T> {
    pub header: Text,
    pub width: u16,
    pub cell: fn(&T, Language) -> Cell,
}

impl<T> Column<T> {
    pub const fn new(header: Text, width: u16, cell: fn(&T, Language) -> Cell) -> Column<T> {
        Column { header, width, cell }
    }
}

/// What an export needs besides its rows: the file's name (`staff` gives `staff.xlsx`), the
/// sheet's title and the columns.
pub struct Export<T> {
    pub file: &'static str,
    pub title: Text,
    pub columns: Vec<Column<T>>,
}

/// The file of a list. `fetch` answers one page of rows through the list's use case; the first
/// page is read before anything is written, so a refusal (403, 422) is answered as the JSON list
/// answers it.
pub async fn export<T, F>(state: &web::Data<AppState>, language: Language, export: Export<T>, fetch: F) -> Result<HttpResponse, ApiError>
where
    T: 'static,
    F: Fn(&AppState, PageRequest) -> Result<Page<T>, AppError> + Send + 'static,
{
    let file = export.file;
    // An export may lag behind the last commit as a whole: it reads a standby where there is one.
    let bytes = run(state, language, move |s| write(s.exports.as_deref().unwrap_or(s), language, &export, &fetch)).await?;
    Ok(HttpResponse::Ok()
        .content_type(XLSX)
        .insert_header(("Content-Disposition", format!("attachment; filename=\"{file}.xlsx\"")))
        .body(bytes))
}

/// One page of a list's rows, read through its use case.
type Fetch<T> = dyn Fn(&AppState, PageRequest) -> Result<Page<T>, AppError>;

fn write<T>(state: &AppState, language: Language, export: &Export<T>, fetch: &Fetch<T>) -> Result<Vec<u8>, AppError> {
    let batch = state.export_batch.clamp(1, PageRequest::MAX_LIMIT);
    let page_of = |number: u32| PageRequest::new(Some(i64::from(number)), Some(i64::from(batch))).map_err(AppError::from);
    let mut pending = Some(fetch(state, page_of(1)?)?);
    let mut number = 1;
    let mut finished = false;
    let mut failure = None;
    let columns: Vec<SheetColumn> =
        export.columns.iter().map(|c| SheetColumn { header: c.header.get(language).to_string(), width: c.width }).collect();
    let mut next_rows = || {
        let page = match pending.take() {
            Some(page) => page,
            None if finished => return Ok(None),
            None => {
                number += 1;
                match page_of(number).and_then(|page| fetch(state, page)) {
                    Ok(page) => page,
                    Err(e) => {
                        failure = Some(e);
                        return Err("a page of the list could not be read".to_string());
                    }
                }
            }
        };
        // A short page is the last one: no extra query to find the end.
        finished = page.items.len() < batch as usize;
        if page.items.is_empty() {
            return Ok(None);
        }
        Ok(Some(page.items.iter().map(|row| export.columns.iter().map(|c| (c.cell)(row, language)).collect()).collect()))
    };
    let written = state.spreadsheet_writer.write_streamed(export.title.get(language), &columns, &mut next_rows);
    if let Some(e) = failure {
        return Err(e);
    }
    written.map_err(AppError::internal)
}

/// A row of a list that carries only its institution's id, with the institution's name.
pub type WithInstitution<T> = (T, Option<NameDto>);

/// The names of the institutions `actor` sees, by id, read once per export from the institutions
/// list the screens name them from; none without `institution-view`. A failed read fails the export
/// rather than writing rows without their institutions.
pub fn institution_names<'a>(
    state: &AppState,
    actor: &Actor,
    names: &'a OnceLock<HashMap<i64, NameDto>>,
) -> Result<&'a HashMap<i64, NameDto>, AppError> {
    if let Some(read) = names.get() {
        return Ok(read);
    }
    let query = InstitutionQuery {
        scope: Scope::Nowhere,
        search: None,
        kind: None,
        region: None,
        ordering: Ordering { field: InstitutionOrderField::Id, descending: false },
        // Never the default: the first page at the largest size is always a valid page.
        page: PageRequest::new(Some(1), Some(i64::from(PageRequest::MAX_LIMIT))).unwrap_or_default(),
    };
    let read = match (ListInstitutions { institutions: &*state.institutions }).execute(actor, query) {
        Ok(page) => page.items.into_iter().map(InstitutionDto::from).map(|i| (i.id, i.name)).collect(),
        Err(AppError::Forbidden) => HashMap::new(),
        Err(e) => return Err(e),
    };
    Ok(names.get_or_init(|| read))
}

/// Each row of a page with its institution's name.
pub fn with_institutions<T>(page: Page<T>, names: &HashMap<i64, NameDto>, institution_id: fn(&T) -> i64) -> Page<WithInstitution<T>> {
    page.map(|row| {
        let name = names.get(&institution_id(&row)).cloned();
        (row, name)
    })
}

/// The institution column of a list whose rows carry only the id (ministry-level screens show it).
pub fn institution_column<T>(header: Text) -> Column<WithInstitution<T>> {
    Column::new(header, 40, |(_, name): &WithInstitution<T>, language| match name {
        Some(name) => self::name(name, language),
        None => Cell::Empty,
    })
}

/// Text, or an empty cell for an empty string.
pub fn text(value: &str) -> Cell {
    if value.is_empty() {
        Cell::Empty
    } else {
        Cell::Text(value.to_string())
    }
}

/// A name in the caller's language, the Uzbek one where that is missing.
pub fn name(name: &NameDto, language: Language) -> Cell {
    text(&name_of(name, language))
}

/// The text of a name in the caller's language, the Uzbek one where that is missing, and in
/// Cyrillic the stored Cyrillic form or else the Uzbek one transliterated.
pub fn name_of(name: &NameDto, language: Language) -> std::borrow::Cow<'_, str> {
    domain::multilingual::in_language([&name.uz, &name.uz_cyrl, &name.ru, &name.en], language)
}

/// Several texts in one cell, separated by `separator`, each once.
pub fn joined<S: AsRef<str>>(items: impl IntoIterator<Item = S>, separator: &str) -> Cell {
    let mut seen: Vec<String> = Vec::new();
    for item in items {
        let item = item.as_ref();
        if !item.is_empty() && !seen.iter().any(|s| s == item) {
            seen.push(item.to_string());
        }
    }
    text(&seen.join(separator))
}

/// A whole number.
pub fn number(value: i64) -> Cell {
    Cell::Number(value as f64)
}

/// A `YYYY-MM-DD` date as an Excel date; anything else as it is.
pub fn date(value: &str) -> Cell {
    match NaiveDate::parse_from_str(value.get(..10).unwrap_or(value), "%Y-%m-%d") {
        Ok(day) => Cell::Date(day),
        Err(_) => text(value),
    }
}

/// A moment in Uzbekistan's time (UTC+5 all year), as the screens show it.
pub fn moment(value: Option<&chrono::DateTime<chrono::Utc>>) -> Cell {
    match value {
        Some(at) => Cell::DateTime(at.naive_utc() + chrono::Duration::hours(5)),
        None => Cell::Empty,
    }
}

/// Yes or no in the caller's language.
pub fn yes_no(value: bool, language: Language) -> Cell {
    let text = if value { crate::catalogue::text("common.yes") } else { crate::catalogue::text("common.no") };
    Cell::Text(text.get(language).to_string())
}

/// A code shown as its label, or the code itself when the list does not know it.
pub fn label(code: &str, labels: &[(&str, &'static str)], language: Language) -> Cell {
    match labels.iter().find(|(c, _)| *c == code) {
        Some((_, id)) => Cell::Text(crate::catalogue::text(id).get(language).to_string()),
        None => text(code),
    }
}

/// The labels of the codes lists show, as the screens show them.
pub mod labels {
    use crate::catalogue;

    /// A code and the id of its label in the screens' catalogue.
    pub type Labels = [(&'static str, &'static str)];

    pub const ACTIVE: &Labels = &[("ACTIVE", catalogue::id("status.ACTIVE")), ("INACTIVE", catalogue::id("status.INACTIVE"))];
    pub const GENDER: &Labels = &[("1", catalogue::id("science.doctoral.gender.1")), ("2", catalogue::id("science.doctoral.gender.2"))];
    pub const CURRICULUM_STATUS: &Labels = &[
        ("NEW", catalogue::id("curricula.status.NEW")),
        ("APPROVED", catalogue::id("curricula.status.APPROVED")),
        ("INACTIVE", catalogue::id("curricula.status.INACTIVE")),
        ("ARCHIVED", catalogue::id("curricula.status.ARCHIVED")),
    ];
    pub const EDU_FORM: &Labels = &[
        ("FULL_TIME", catalogue::id("curricula.eduForm.FULL_TIME")),
        ("PART_TIME", catalogue::id("curricula.eduForm.PART_TIME")),
        ("EVENING", catalogue::id("curricula.eduForm.EVENING")),
        ("DISTANCE", catalogue::id("curricula.eduForm.DISTANCE")),
    ];
    pub const EDU_LANGUAGE: &Labels = &[
        ("UZ", catalogue::id("curricula.language.UZ")),
        ("RU", catalogue::id("curricula.language.RU")),
        ("EN", catalogue::id("curricula.language.EN")),
        ("KAA", catalogue::id("curricula.language.KAA")),
    ];
    pub const INSTITUTION_TYPE: &Labels =
        &[("HEI", catalogue::id("institutions.type.HEI")), ("LYCEUM", catalogue::id("eduCatalogue.institutionType.LYCEUM"))];
    pub const DEPARTMENT_KIND: &Labels = &[
        ("FACULTY", catalogue::id("departments.kind.FACULTY")),
        ("CHAIR", catalogue::id("departments.kind.CHAIR")),
        ("SECTION", catalogue::id("departments.kind.SECTION")),
    ];
    pub const ROOM_KIND: &Labels = &[
        ("LECTURE", catalogue::id("rooms.kind.LECTURE")),
        ("LAB", catalogue::id("rooms.kind.LAB")),
        ("COMPUTER", catalogue::id("rooms.kind.COMPUTER")),
        ("GYM", catalogue::id("rooms.kind.GYM")),
    ];
    pub const LESSON_TYPE: &Labels = &[
        ("LECTURE", catalogue::id("lessonType.LECTURE")),
        ("PRACTICE", catalogue::id("lessonType.PRACTICE")),
        ("SEMINAR", catalogue::id("lessonType.SEMINAR")),
        ("LAB", catalogue::id("lessonType.LAB")),
    ];
    pub const GRADUATE_STAGE: &Labels =
        &[("CANDIDATE", catalogue::id("graduates.stage.CANDIDATE")), ("GRADUATED", catalogue::id("graduates.stage.GRADUATED"))];
    pub const REGION: &Labels = &[
        ("Qoraqalpog‘iston Respublikasi", catalogue::id("institutions.region.karakalpakstan")),
        ("Andijon", catalogue::id("institutions.region.andijan")),
        ("Buxoro", catalogue::id("institutions.region.bukhara")),
        ("Farg‘ona", catalogue::id("institutions.region.fergana")),
        ("Jizzax", catalogue::id("institutions.region.jizzakh")),
        ("Xorazm", catalogue::id("institutions.region.khorezm")),
        ("Namangan", catalogue::id("institutions.region.namangan")),
        ("Navoiy", catalogue::id("institutions.region.navoi")),
        ("Qashqadaryo", catalogue::id("institutions.region.kashkadarya")),
        ("Samarqand", catalogue::id("institutions.region.samarkand")),
        ("Sirdaryo", catalogue::id("institutions.region.syrdarya")),
        ("Surxondaryo", catalogue::id("institutions.region.surkhandarya")),
        ("Toshkent viloyati", catalogue::id("institutions.region.tashkentRegion")),
        ("Toshkent shahri", catalogue::id("institutions.region.tashkentCity")),
    ];
    pub const ROLE_LEVEL: &Labels = &[("MINISTRY", catalogue::id("level.MINISTRY")), ("INSTITUTION", catalogue::id("level.INSTITUTION"))];
    pub const AUDIT_ENTITY: &Labels = &[
        ("building", catalogue::id("audit.entity.building")),
        ("class_hour", catalogue::id("audit.entity.class_hour")),
        ("curriculum", catalogue::id("audit.entity.curriculum")),
        ("curriculum_template", catalogue::id("audit.entity.curriculum_template")),
        ("department", catalogue::id("audit.entity.department")),
        ("direction", catalogue::id("audit.entity.direction")),
        ("edu_group", catalogue::id("audit.entity.edu_group")),
        ("edu_subject", catalogue::id("audit.entity.edu_subject")),
        ("edu_subject_type", catalogue::id("audit.entity.edu_subject_type")),
        ("institution", catalogue::id("audit.entity.institution")),
        ("ministry_department", catalogue::id("audit.entity.ministry_department")),
        ("position", catalogue::id("audit.entity.position")),
        ("rating", catalogue::id("audit.entity.rating")),
        ("role", catalogue::id("audit.entity.role")),
        ("room", catalogue::id("audit.entity.room")),
        ("session", catalogue::id("audit.entity.session")),
        ("staff", catalogue::id("audit.entity.staff")),
        ("student", catalogue::id("audit.entity.student")),
        ("subject_bundle", catalogue::id("audit.entity.subject_bundle")),
        ("teacher_unavailability", catalogue::id("audit.entity.teacher_unavailability")),
        ("timetable_settings", catalogue::id("audit.entity.timetable_settings")),
        ("user", catalogue::id("audit.entity.user")),
        ("science_project", catalogue::id("audit.entity.science_project")),
        ("publication", catalogue::id("audit.entity.publication")),
        ("doctoral_student", catalogue::id("audit.entity.doctoral_student")),
        ("defence", catalogue::id("audit.entity.defence")),
        ("finance_base_amount", catalogue::id("finance.baseAmounts.title")),
        ("finance_price", catalogue::id("export.labels.audit_entity.finance_price")),
        ("finance_contract", catalogue::id("finance.payment.contract")),
        ("finance_payment", catalogue::id("export.labels.audit_entity.finance_payment")),
        ("exam", catalogue::id("curricula.finalForm.EXAM")),
    ];
    pub const AUDIT_ACTION: &Labels = &[
        ("create", catalogue::id("audit.action.create")),
        ("update", catalogue::id("audit.action.update")),
        ("delete", catalogue::id("audit.action.delete")),
        ("login", catalogue::id("audit.action.login")),
        ("login_failed", catalogue::id("audit.action.login_failed")),
        ("logout", catalogue::id("audit.action.logout")),
        ("change_role", catalogue::id("audit.action.change_role")),
        ("change_institution", catalogue::id("audit.action.change_institution")),
    ];
}

/// The header of the institution a row belongs to, which ministry-level lists show.
pub fn institution() -> Text {
    crate::catalogue::text("staff.field.institution")
}

/// The header of the id column every list starts with.
pub fn id() -> Text {
    crate::catalogue::text("students.field.id")
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn dates_become_excel_dates_and_names_fall_back_to_uzbek() {
        assert_eq!(date("2006-03-14"), Cell::Date(NaiveDate::from_ymd_opt(2006, 3, 14).unwrap()));
        assert_eq!(date("2026-11-24T10:00:00Z"), Cell::Date(NaiveDate::from_ymd_opt(2026, 11, 24).unwrap()));
        assert_eq!(date(""), Cell::Empty);
        let only_uz = NameDto { uz: "Fizika".into(), uz_cyrl: String::new(), ru: String::new(), en: "Physics".into() };
        assert_eq!(name(&only_uz, Language::Ru), Cell::Text("Fizika".into()));
        assert_eq!(name(&only_uz, Language::En), Cell::Text("Physics".into()));
        assert_eq!(name(&only_uz, Language::UzCyrl), Cell::Text("Физика".into()));
        let spelled = NameDto { uz: "Sotsiologiya".into(), uz_cyrl: "Социология".into(), ..NameDto::default() };
        assert_eq!(name(&spelled, Language::UzCyrl), Cell::Text("Социология".into()));
    }
}
