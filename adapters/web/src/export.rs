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
    let bytes = run(state, language, move |s| write(s, language, &export, &fetch)).await?;
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
/// list the screens name them from; none without `institution-view`.
pub fn institution_names<'a>(state: &AppState, actor: &Actor, names: &'a OnceLock<HashMap<i64, NameDto>>) -> &'a HashMap<i64, NameDto> {
    names.get_or_init(|| {
        let query = InstitutionQuery {
            scope: Scope::Nowhere,
            search: None,
            kind: None,
            region: None,
            ordering: Ordering { field: InstitutionOrderField::Id, descending: false },
            page: PageRequest::new(Some(1), Some(i64::from(PageRequest::MAX_LIMIT))).unwrap_or_default(),
        };
        match (ListInstitutions { institutions: &*state.institutions }).execute(actor, query) {
            Ok(page) => page.items.into_iter().map(InstitutionDto::from).map(|i| (i.id, i.name)).collect(),
            Err(_) => HashMap::new(),
        }
    })
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
/// Cyrillic the Uzbek one transliterated (no Cyrillic form is stored).
pub fn name_of(name: &NameDto, language: Language) -> std::borrow::Cow<'_, str> {
    let value = match language {
        Language::Uz => &name.uz,
        Language::UzCyrl => return std::borrow::Cow::Owned(language.show(name.uz.clone())),
        Language::Ru => &name.ru,
        Language::En => &name.en,
    };
    std::borrow::Cow::Borrowed(if value.trim().is_empty() { &name.uz } else { value })
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
    let text = if value { Text::new("Ha", "Да", "Yes") } else { Text::new("Yo‘q", "Нет", "No") };
    Cell::Text(text.get(language).to_string())
}

/// A code shown as its label, or the code itself when the list does not know it.
pub fn label(code: &str, labels: &[(&str, Text)], language: Language) -> Cell {
    match labels.iter().find(|(c, _)| *c == code) {
        Some((_, label)) => Cell::Text(label.get(language).to_string()),
        None => text(code),
    }
}

/// The labels of the codes lists show, as the screens show them.
pub mod labels {
    use domain::language::Text;

    pub type Labels = [(&'static str, Text)];

    pub const ACTIVE: &Labels =
        &[("ACTIVE", Text::new("Faol", "Активный", "Active")), ("INACTIVE", Text::new("Faol emas", "Неактивный", "Inactive"))];
    pub const GENDER: &Labels = &[("1", Text::new("Erkak", "Мужчина", "Man")), ("2", Text::new("Ayol", "Женщина", "Woman"))];
    pub const CURRICULUM_STATUS: &Labels = &[
        ("NEW", Text::new("Yangi", "Новый", "New")),
        ("APPROVED", Text::new("Tasdiqlangan", "Утверждён", "Approved")),
        ("INACTIVE", Text::new("Nofaol", "Неактивный", "Inactive")),
        ("ARCHIVED", Text::new("Arxivlangan", "В архиве", "Archived")),
    ];
    pub const EDU_FORM: &Labels = &[
        ("FULL_TIME", Text::new("Kunduzgi", "Очная", "Full-time")),
        ("PART_TIME", Text::new("Sirtqi", "Заочная", "Part-time")),
        ("EVENING", Text::new("Kechki", "Вечерняя", "Evening")),
        ("DISTANCE", Text::new("Masofaviy", "Дистанционная", "Distance")),
    ];
    pub const EDU_LANGUAGE: &Labels = &[
        ("UZ", Text::new("O‘zbek", "Узбекский", "Uzbek")),
        ("RU", Text::new("Rus", "Русский", "Russian")),
        ("EN", Text::new("Ingliz", "Английский", "English")),
        ("KAA", Text::new("Qoraqalpoq", "Каракалпакский", "Karakalpak")),
    ];
    pub const INSTITUTION_TYPE: &Labels = &[
        ("HEI", Text::new("Oliy ta’lim muassasasi (OTM)", "Высшее учебное заведение", "Higher education institution")),
        ("LYCEUM", Text::new("Akademik litsey", "Академический лицей", "Academic lyceum")),
    ];
    pub const DEPARTMENT_KIND: &Labels = &[
        ("FACULTY", Text::new("Fakultet", "Факультет", "Faculty")),
        ("CHAIR", Text::new("Kafedra", "Кафедра", "Chair")),
        ("SECTION", Text::new("Bo‘lim", "Отдел", "Section")),
    ];
    pub const ROOM_KIND: &Labels = &[
        ("LECTURE", Text::new("Ma’ruza xonasi", "Лекционная", "Lecture room")),
        ("LAB", Text::new("Laboratoriya", "Лаборатория", "Laboratory")),
        ("COMPUTER", Text::new("Kompyuter xonasi", "Компьютерный класс", "Computer room")),
        ("GYM", Text::new("Sport zali", "Спортзал", "Gym")),
    ];
    pub const LESSON_TYPE: &Labels = &[
        ("LECTURE", Text::new("Ma’ruza", "Лекция", "Lecture")),
        ("PRACTICE", Text::new("Amaliy", "Практика", "Practice")),
        ("SEMINAR", Text::new("Seminar", "Семинар", "Seminar")),
        ("LAB", Text::new("Laboratoriya", "Лабораторная", "Laboratory")),
    ];
    pub const GRADUATE_STAGE: &Labels = &[
        ("CANDIDATE", Text::new("Bitiruvchi kurs", "Выпускной курс", "Final year")),
        ("GRADUATED", Text::new("Bitirgan", "Выпущен", "Graduated")),
    ];
    pub const REGION: &Labels = &[
        (
            "Qoraqalpog‘iston Respublikasi",
            Text::new("Qoraqalpog‘iston Respublikasi", "Республика Каракалпакстан", "Republic of Karakalpakstan"),
        ),
        ("Andijon", Text::new("Andijon", "Андижанская область", "Andijan Region")),
        ("Buxoro", Text::new("Buxoro", "Бухарская область", "Bukhara Region")),
        ("Farg‘ona", Text::new("Farg‘ona", "Ферганская область", "Fergana Region")),
        ("Jizzax", Text::new("Jizzax", "Джизакская область", "Jizzakh Region")),
        ("Xorazm", Text::new("Xorazm", "Хорезмская область", "Khorezm Region")),
        ("Namangan", Text::new("Namangan", "Наманганская область", "Namangan Region")),
        ("Navoiy", Text::new("Navoiy", "Навоийская область", "Navoi Region")),
        ("Qashqadaryo", Text::new("Qashqadaryo", "Кашкадарьинская область", "Kashkadarya Region")),
        ("Samarqand", Text::new("Samarqand", "Самаркандская область", "Samarkand Region")),
        ("Sirdaryo", Text::new("Sirdaryo", "Сырдарьинская область", "Syrdarya Region")),
        ("Surxondaryo", Text::new("Surxondaryo", "Сурхандарьинская область", "Surkhandarya Region")),
        ("Toshkent viloyati", Text::new("Toshkent viloyati", "Ташкентская область", "Tashkent Region")),
        ("Toshkent shahri", Text::new("Toshkent shahri", "город Ташкент", "Tashkent City")),
    ];
    pub const ROLE_LEVEL: &Labels = &[
        ("MINISTRY", Text::new("Vazirlik (OTV)", "Министерство (OTV)", "Ministry (OTV)")),
        ("INSTITUTION", Text::new("Ta’lim muassasasi (TM)", "Учебное заведение (TM)", "Institution (TM)")),
    ];
    pub const AUDIT_ENTITY: &Labels = &[
        ("building", Text::new("Bino", "Здание", "Building")),
        ("class_hour", Text::new("Dars soati", "Учебный час", "Class period")),
        ("curriculum", Text::new("O‘quv reja", "Учебный план", "Curriculum")),
        ("curriculum_template", Text::new("Namunaviy o‘quv reja", "Типовой учебный план", "Model curriculum")),
        ("department", Text::new("TM bo‘limi", "Подразделение учреждения", "Institution department")),
        ("direction", Text::new("Yo‘nalish", "Направление", "Direction")),
        ("edu_group", Text::new("Guruh", "Группа", "Group")),
        ("edu_subject", Text::new("Fan", "Предмет", "Subject")),
        ("edu_subject_type", Text::new("Fan turi", "Тип предмета", "Subject type")),
        ("institution", Text::new("Ta’lim muassasasi (TM)", "Учебное заведение (TM)", "Institution (TM)")),
        ("ministry_department", Text::new("Vazirlik bo‘limi", "Подразделение министерства", "Ministry department")),
        ("position", Text::new("Lavozim", "Должность", "Position")),
        ("rating", Text::new("Baho", "Оценка", "Rating")),
        ("role", Text::new("Rol", "Роль", "Role")),
        ("room", Text::new("Xona", "Аудитория", "Room")),
        ("session", Text::new("Seans", "Сеанс", "Session")),
        ("staff", Text::new("Xodim", "Сотрудник", "Staff member")),
        ("student", Text::new("Talaba", "Студент", "Student")),
        ("subject_bundle", Text::new("Fanlar to‘plami", "Набор предметов", "Subject bundle")),
        (
            "teacher_unavailability",
            Text::new("O‘qituvchining band vaqti", "Недоступное время преподавателя", "Teacher’s unavailable period"),
        ),
        ("timetable_settings", Text::new("Jadval tuzish sozlamalari", "Настройки составления расписания", "Timetable settings")),
        ("user", Text::new("Foydalanuvchi", "Пользователь", "User")),
        ("science_project", Text::new("Ilmiy loyiha", "Научный проект", "Research project")),
        ("publication", Text::new("Nashr", "Публикация", "Publication")),
        ("doctoral_student", Text::new("Doktorant", "Докторант", "Doctoral student")),
        ("defence", Text::new("Dissertatsiya himoyasi", "Защита диссертации", "Dissertation defence")),
        ("finance_base_amount", Text::new("Bazaviy miqdor", "Базовая величина", "Base amount")),
        ("finance_price", Text::new("Kontrakt narxi", "Цена контракта", "Contract price")),
        ("finance_contract", Text::new("Shartnoma", "Договор", "Contract")),
        ("finance_payment", Text::new("To‘lov", "Платёж", "Payment")),
        ("exam", Text::new("Imtihon", "Экзамен", "Exam")),
    ];
    pub const AUDIT_ACTION: &Labels = &[
        ("create", Text::new("Qo‘shish", "Создание", "Create")),
        ("update", Text::new("Tahrirlash", "Изменение", "Update")),
        ("delete", Text::new("O‘chirish", "Удаление", "Delete")),
        ("login", Text::new("Tizimga kirish", "Вход в систему", "Login")),
        ("login_failed", Text::new("Muvaffaqiyatsiz kirish", "Неудачный вход", "Failed login")),
        ("logout", Text::new("Tizimdan chiqish", "Выход из системы", "Logout")),
        ("change_role", Text::new("Rolni almashtirish", "Смена роли", "Role change")),
        ("change_institution", Text::new("TM ni almashtirish", "Смена TM", "Institution (TM) change")),
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
        let only_uz = NameDto { uz: "Fizika".into(), ru: String::new(), en: "Physics".into() };
        assert_eq!(name(&only_uz, Language::Ru), Cell::Text("Fizika".into()));
        assert_eq!(name(&only_uz, Language::En), Cell::Text("Physics".into()));
    }
}
