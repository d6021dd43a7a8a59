//! Fixtures made the way the product makes them, never by hand-written SQL. A test builds what it
//! needs in a university of its own, through the API as a user allowed to make it, so a fixture can
//! never hold what the product would refuse and a test counts only what it built: the demo data can
//! grow without changing a test. What the ministry keeps for every institution is found through the
//! read models when a migration delivers it (roles, positions, subject types) and otherwise made once
//! per test when first needed (the tests' direction and model curriculum).
//!
//! ```ignore
//! let own = app.own_university("KIU").await;
//! let curriculum = CurriculumBuilder::new("Kompyuter injiniringi").semesters(4).approved().by(&own.admin).build(&app).await;
//! let group = GroupBuilder::new("KI-26-01", curriculum.id).by(&own.admin).build(&app).await;
//! let student = StudentBuilder::new(group.id, 900_001).by(&own.admin).build(&app).await;
//! let teacher = own.account(&app, "TEACHER").await;
//! ```
// A builder offers the options a fixture of its kind has, whether or not today's tests use each.
#![allow(dead_code)]

use actix_web::http::StatusCode;
use application::ports::{
    CurriculumQueries, CurriculumTemplateQueries, CurriculumTemplateQuery, DirectionQueries, DirectionQuery, PositionQueries,
    PositionQuery, RoleOrderField, RoleQueries, RoleQuery, SubjectTypeQueries, SubjectTypeQuery, UserQueries,
};
use domain::paging::{Ordering, PageRequest};
use serde_json::{json, Value};

use super::TestApp;

/// The code of the direction the tests' curricula and groups are of unless told otherwise.
pub const TESTS_DIRECTION: &str = "60619900";
/// The model curriculum the tests' curricula follow unless told otherwise.
pub const TESTS_MODEL: &str = "Sinov yo‘nalishi (namunaviy o‘quv reja)";
/// Its subjects: code, name in uz, ru and en, hours.
pub const TESTS_SUBJECTS: [(&str, [&str; 3], i64); 5] = [
    ("T-OM-101", ["Oliy matematika", "Высшая математика", "Higher mathematics"], 240),
    ("T-FIZ-101", ["Fizika", "Физика", "Physics"], 180),
    ("T-DA-101", ["Dasturlash asoslari", "Основы программирования", "Programming basics"], 200),
    ("T-IT-101", ["Ingliz tili", "Английский язык", "English"], 120),
    ("T-OT-101", ["O‘zbekiston tarixi", "История Узбекистана", "History of Uzbekistan"], 90),
];

/// Every row of a read model: the catalogues are small.
fn everything() -> PageRequest {
    PageRequest::new(Some(1), Some(10_000)).expect("a valid page")
}

fn one<T>(what: &str, key: &str, found: impl IntoIterator<Item = T>, id: impl Fn(&T) -> i64) -> i64 {
    let found: Vec<i64> = found.into_iter().map(|item| id(&item)).collect();
    match found.as_slice() {
        [id] => *id,
        [] => panic!("no {what} {key:?}"),
        _ => panic!("{} of {what} {key:?}", found.len()),
    }
}

/// Ids of the catalogue rows every institution shares, by the key a person would name them by.
impl TestApp {
    pub fn role_id(&self, name: &str) -> i64 {
        let query = RoleQuery {
            search: Some(name.into()),
            level: None,
            ordering: Ordering { field: RoleOrderField::Id, descending: false },
            page: everything(),
        };
        let page = RoleQueries::list(&self.store, &query).expect("roles");
        one("role", name, page.items.into_iter().filter(|r| r.name == name), |r| r.id.get())
    }

    /// A user that is not deleted.
    pub fn user_id(&self, username: &str) -> i64 {
        let credentials = UserQueries::find_credentials(&self.store, username).expect("users");
        credentials.unwrap_or_else(|| panic!("no user {username:?}")).user_id.get()
    }

    /// The institutions of a user, by id.
    pub fn institutions_of(&self, username: &str) -> Vec<i64> {
        let user = UserQueries::find(&self.store, domain::ids::UserId::from_stored(self.user_id(username))).expect("users");
        let mut ids: Vec<i64> = user.expect("the user").institutions.iter().map(|i| i.id.get()).collect();
        ids.sort_unstable();
        ids
    }

    pub fn subject_type_id(&self, name_uz: &str) -> i64 {
        let query = SubjectTypeQuery { search: Some(name_uz.into()), page: everything() };
        let page = SubjectTypeQueries::list(&self.store, &query).expect("subject types");
        one("subject type", name_uz, page.items.into_iter().filter(|t| t.details.name.uz() == name_uz), |t| t.id.get())
    }

    /// The subject type entered first.
    pub fn first_subject_type_id(&self) -> i64 {
        let page = SubjectTypeQueries::list(&self.store, &SubjectTypeQuery { search: None, page: everything() }).expect("subject types");
        page.items.iter().map(|t| t.id.get()).min().expect("a subject type")
    }

    /// The direction of a living curriculum.
    pub fn direction_of(&self, curriculum: i64) -> i64 {
        let found = CurriculumQueries::find(&self.store, domain::ids::CurriculumId::from_stored(curriculum)).expect("curricula");
        found.expect("a living curriculum").curriculum.details.edu_direction_id.get()
    }

    /// A direction of the classifier by its code, if there is one.
    fn found_direction(&self, code: &str) -> Option<i64> {
        let query = DirectionQuery { search: Some(code.into()), institution_type: None, page: everything() };
        let page = DirectionQueries::list(&self.store, &query).expect("directions");
        page.items.into_iter().find(|d| d.details.code == code).map(|d| d.id.get())
    }

    /// The direction of the tests' curricula, made by the ministry when a test first needs it.
    pub async fn tests_direction(&self) -> i64 {
        match self.found_direction(TESTS_DIRECTION) {
            Some(id) => id,
            None => {
                DirectionBuilder::new(TESTS_DIRECTION)
                    .named("Sinov yo‘nalishi", "Тестовое направление", "Test direction")
                    .build(self)
                    .await
                    .id
            }
        }
    }

    /// The model curriculum of the tests' curricula (its subjects in [`TESTS_SUBJECTS`]), made by the
    /// ministry when a test first needs it.
    pub async fn tests_model_curriculum(&self) -> i64 {
        let query = CurriculumTemplateQuery { search: None, direction_id: None, institution_type: None, page: everything() };
        let page = CurriculumTemplateQueries::list(&self.store, &query).expect("model curricula");
        if let Some(model) = page.items.iter().find(|t| t.details.name.uz() == TESTS_MODEL) {
            return model.id.get();
        }
        let mut model = CurriculumTemplateBuilder::new(TESTS_MODEL).named(
            TESTS_MODEL,
            "Тестовое направление (типовой учебный план)",
            "Test direction (model curriculum)",
        );
        for (code, [uz, ru, en], hours) in TESTS_SUBJECTS {
            let subject = SubjectBuilder::new(code).named(uz, ru, en).hours(hours).build(self).await.id;
            model = model.subject(subject, hours);
        }
        model.build(self).await.id
    }

    pub fn position_id(&self, name_uz: &str) -> i64 {
        let query = PositionQuery { search: Some(name_uz.into()), is_teaching: None, page: everything() };
        let page = PositionQueries::list(&self.store, &query).expect("positions");
        one("position", name_uz, page.items.into_iter().filter(|p| p.details.name.uz() == name_uz), |p| p.id.get())
    }
}

impl TestApp {
    /// Adds a permission to a role through the API as the superadmin.
    pub async fn grant(&self, role: &str, permission: &str) {
        let superadmin = self.superadmin().await;
        let path = format!("/api/v1/roles/{}/", self.role_id(role));
        let role = self.get(&path, &superadmin).await.body["result"].clone();
        let mut permissions = role["permissions"].as_array().expect("permissions").clone();
        permissions.push(json!(permission));
        let body = json!({ "name": role["name"], "level": role["level"], "permissions": permissions, "version": role["version"] });
        let saved = self.put(&path, &superadmin, body).await;
        assert_eq!(saved.status, StatusCode::OK, "PUT {path}: {}", saved.body);
    }
}

/// What a builder made: its id and the API's answer.
#[derive(Debug, Clone)]
pub struct Built {
    pub id: i64,
    pub body: Value,
}

/// The token a builder acts with: a row of an institution is made by a user of it, named with `by()`.
pub(super) fn acting(by: Option<String>) -> String {
    by.expect("a builder of an institution's row acts as a user of that institution: give their token with by()")
}

/// Posts `body` to `path` as the holder of `token` and expects it created.
pub async fn created(app: &TestApp, token: &str, path: &str, body: Value) -> Built {
    let answer = app.post(path, token, body).await;
    assert_eq!(answer.status, StatusCode::CREATED, "POST {path}: {}", answer.body);
    let body = answer.body["result"].clone();
    Built { id: body["id"].as_i64().expect("an id"), body }
}

/// A direction of the ministry's classifier.
pub struct DirectionBuilder {
    code: String,
    name: [String; 3],
    institution_type: &'static str,
}

impl DirectionBuilder {
    pub fn new(code: &str) -> DirectionBuilder {
        DirectionBuilder { code: code.into(), name: [format!("Yo‘nalish {code}"), String::new(), String::new()], institution_type: "HEI" }
    }

    pub fn named(mut self, uz: &str, ru: &str, en: &str) -> DirectionBuilder {
        self.name = [uz.into(), ru.into(), en.into()];
        self
    }

    pub fn lyceum(mut self) -> DirectionBuilder {
        self.institution_type = "LYCEUM";
        self
    }

    pub async fn build(self, app: &TestApp) -> Built {
        let [uz, ru, en] = self.name;
        let body = json!({ "code": self.code, "name": { "uz": uz, "ru": ru, "en": en }, "institution_type": self.institution_type });
        created(app, &app.ministry().await, "/api/v1/edu-directions/", body).await
    }
}

/// A subject of the ministry's catalogue, of the first subject type unless told otherwise.
pub struct SubjectBuilder {
    code: String,
    name: [String; 3],
    subject_type_id: Option<i64>,
    study_hours: i64,
}

impl SubjectBuilder {
    pub fn new(code: &str) -> SubjectBuilder {
        SubjectBuilder {
            code: code.into(),
            name: [format!("Fan {code}"), format!("Предмет {code}"), format!("Subject {code}")],
            subject_type_id: None,
            study_hours: 120,
        }
    }

    pub fn named(mut self, uz: &str, ru: &str, en: &str) -> SubjectBuilder {
        self.name = [uz.into(), ru.into(), en.into()];
        self
    }

    pub fn of_type(mut self, subject_type_id: i64) -> SubjectBuilder {
        self.subject_type_id = Some(subject_type_id);
        self
    }

    pub fn hours(mut self, study_hours: i64) -> SubjectBuilder {
        self.study_hours = study_hours;
        self
    }

    pub async fn build(self, app: &TestApp) -> Built {
        let [uz, ru, en] = self.name;
        let body = json!({
            "code": self.code,
            "name": { "uz": uz, "ru": ru, "en": en },
            "edu_subject_type_id": self.subject_type_id.unwrap_or_else(|| app.first_subject_type_id()),
            "study_hours": self.study_hours,
        });
        created(app, &app.ministry().await, "/api/v1/edu-subjects/", body).await
    }
}

/// A model curriculum of the ministry: its subjects with their hours.
pub struct CurriculumTemplateBuilder {
    name: [String; 3],
    institution_type: &'static str,
    direction_id: Option<i64>,
    semesters: Option<i64>,
    subjects: Vec<(i64, i64)>,
}

impl CurriculumTemplateBuilder {
    pub fn new(uz: &str) -> CurriculumTemplateBuilder {
        CurriculumTemplateBuilder {
            name: [uz.into(), String::new(), String::new()],
            institution_type: "HEI",
            direction_id: None,
            semesters: None,
            subjects: Vec::new(),
        }
    }

    pub fn named(mut self, uz: &str, ru: &str, en: &str) -> CurriculumTemplateBuilder {
        self.name = [uz.into(), ru.into(), en.into()];
        self
    }

    pub fn lyceum(mut self) -> CurriculumTemplateBuilder {
        self.institution_type = "LYCEUM";
        self
    }

    pub fn direction(mut self, direction_id: i64) -> CurriculumTemplateBuilder {
        self.direction_id = Some(direction_id);
        self
    }

    pub fn semesters(mut self, semesters: i64) -> CurriculumTemplateBuilder {
        self.semesters = Some(semesters);
        self
    }

    pub fn subject(mut self, subject_id: i64, study_hours: i64) -> CurriculumTemplateBuilder {
        self.subjects.push((subject_id, study_hours));
        self
    }

    pub async fn build(self, app: &TestApp) -> Built {
        let [uz, ru, en] = self.name;
        let mut body = json!({
            "name": { "uz": uz, "ru": ru, "en": en },
            "edu_direction_id": self.direction_id,
            "institution_type": self.institution_type,
            "subjects": self.subjects.iter().map(|(id, hours)| json!({ "edu_subject_id": id, "study_hours": hours })).collect::<Vec<_>>(),
        });
        if let Some(semesters) = self.semesters {
            body["number_of_semesters"] = json!(semesters);
        }
        created(app, &app.ministry().await, "/api/v1/curriculum-templates/", body).await
    }
}

/// A curriculum of the institution of the user given by `by()`, of the tests' direction unless
/// `direction(..)` names another, left NEW with no distribution unless told otherwise:
/// - `plan(..)` gives each subject's hours semester by semester (on a model curriculum of those
///   subjects made for it, unless `template(..)` names one); without a plan, `semesters(n)` spreads
///   every subject of the model curriculum (by default the tests' own, [`TESTS_MODEL`])
///   evenly over `n` semesters;
/// - the semesters are dated from September and February of the start year, or by
///   `first_semester(..)` or `dates(..)`; the final exams and the work placement are one each
///   unless `exams(..)` and `placement(..)` say otherwise;
/// - `approved()` approves it after that.
pub struct CurriculumBuilder {
    name: String,
    template_id: Option<i64>,
    direction_id: Option<i64>,
    start_year: i64,
    rating_type: &'static str,
    semesters: Option<u32>,
    plan: Vec<(i64, Vec<i64>)>,
    first_semester: Option<chrono::NaiveDate>,
    dates: Vec<(chrono::NaiveDate, chrono::NaiveDate)>,
    exams: Option<Vec<Value>>,
    placement: Option<Value>,
    approved: bool,
    by: Option<String>,
}

impl CurriculumBuilder {
    /// Semesters of 140 days, the first from `start`, each 150 days after the one before.
    pub fn first_semester(mut self, start: chrono::NaiveDate) -> CurriculumBuilder {
        self.first_semester = Some(start);
        self
    }

    /// Each semester's first and last day, in order.
    pub fn dates(mut self, dates: Vec<(chrono::NaiveDate, chrono::NaiveDate)>) -> CurriculumBuilder {
        self.dates = dates;
        self
    }

    /// Made by the holder of `token`, in that user's institution.
    pub fn by(mut self, token: &str) -> CurriculumBuilder {
        self.by = Some(token.to_string());
        self
    }

    pub fn new(name: &str) -> CurriculumBuilder {
        CurriculumBuilder {
            name: name.into(),
            template_id: None,
            direction_id: None,
            start_year: 2026,
            rating_type: "FIVE_POINT",
            semesters: None,
            plan: Vec::new(),
            first_semester: None,
            dates: Vec::new(),
            exams: None,
            placement: None,
            approved: false,
            by: None,
        }
    }

    pub fn template(mut self, template_id: i64) -> CurriculumBuilder {
        self.template_id = Some(template_id);
        self
    }

    pub fn direction(mut self, direction_id: i64) -> CurriculumBuilder {
        self.direction_id = Some(direction_id);
        self
    }

    pub fn starting(mut self, year: i64) -> CurriculumBuilder {
        self.start_year = year;
        self
    }

    pub fn rating(mut self, rating_type: &'static str) -> CurriculumBuilder {
        self.rating_type = rating_type;
        self
    }

    pub fn semesters(mut self, semesters: u32) -> CurriculumBuilder {
        self.semesters = Some(semesters);
        self
    }

    /// A subject taught `hours[k]` hours in semester `k + 1` (none where 0).
    pub fn plan(mut self, subject_id: i64, hours: &[i64]) -> CurriculumBuilder {
        self.plan.push((subject_id, hours.to_vec()));
        self
    }

    /// The final state exams: each name in uz, ru and en, and its hours.
    pub fn exams(mut self, exams: &[([&str; 3], i64)]) -> CurriculumBuilder {
        self.exams = Some(
            exams.iter().map(|([uz, ru, en], hours)| json!({ "name": { "uz": uz, "ru": ru, "en": en }, "study_hours": hours })).collect(),
        );
        self
    }

    /// The work placement: its name in uz, ru and en, and its hours.
    pub fn placement(mut self, [uz, ru, en]: [&str; 3], hours: i64) -> CurriculumBuilder {
        self.placement = Some(json!({ "name": { "uz": uz, "ru": ru, "en": en }, "study_hours": hours }));
        self
    }

    pub fn approved(mut self) -> CurriculumBuilder {
        self.approved = true;
        self
    }

    /// Each semester's dates, of `n` semesters.
    fn semester_dates(&self, n: usize) -> Vec<(chrono::NaiveDate, chrono::NaiveDate)> {
        if !self.dates.is_empty() {
            return self.dates.clone();
        }
        let date = |y: i64, m: u32, d: u32| chrono::NaiveDate::from_ymd_opt(i32::try_from(y).expect("a year"), m, d).expect("a date");
        (0..n as i64)
            .map(|k| match self.first_semester {
                Some(start) => {
                    let begins = start + chrono::Duration::days(150 * k);
                    (begins, begins + chrono::Duration::days(140))
                }
                None if k % 2 == 0 => (date(self.start_year + k / 2, 9, 1), date(self.start_year + k / 2 + 1, 1, 20)),
                None => (date(self.start_year + k / 2 + 1, 2, 1), date(self.start_year + k / 2 + 1, 6, 30)),
            })
            .collect()
    }

    pub async fn build(self, app: &TestApp) -> Built {
        let token = acting(self.by.clone());
        // Each subject's hours by semester: the plan's, or the model curriculum's spread evenly.
        let template_id = match (self.template_id, self.plan.is_empty()) {
            (Some(template), _) => template,
            (None, true) => app.tests_model_curriculum().await,
            (None, false) => {
                let mut template = CurriculumTemplateBuilder::new(&format!("{} (namunaviy)", self.name));
                for (subject, hours) in &self.plan {
                    template = template.subject(*subject, hours.iter().sum());
                }
                template.build(app).await.id
            }
        };
        let direction_id = match self.direction_id {
            Some(direction) => direction,
            None => app.tests_direction().await,
        };
        let body = json!({
            "name": self.name,
            "subject_type_id": app.first_subject_type_id(),
            "start_year": self.start_year,
            "end_year": self.start_year + 4,
            "edu_direction_id": direction_id,
            "edu_form": "FULL_TIME",
            "curriculum_template_id": template_id,
            "edu_language": "UZ",
            "rating_type": self.rating_type,
        });
        let mut curriculum = created(app, &token, "/api/v1/curriculums/", body).await;
        let planned = self.plan.iter().map(|(_, hours)| hours.len()).max().unwrap_or(0);
        let semesters = match (planned.max(self.semesters.unwrap_or(0) as usize), self.approved) {
            (0, false) => return curriculum,
            // Only a distributed curriculum can be approved.
            (0, true) => 4,
            (n, _) => n,
        };
        let plan: Vec<(i64, Vec<i64>)> = if self.plan.is_empty() {
            let template = app.get(&format!("/api/v1/curriculum-templates/{template_id}/"), &token).await;
            let n = semesters as i64;
            template.body["result"]["subjects"]
                .as_array()
                .expect("the model curriculum's subjects")
                .iter()
                .map(|s| {
                    let hours = s["study_hours"].as_i64().expect("hours");
                    let spread = (1..=n).map(|k| hours / n + i64::from(k <= hours % n)).collect();
                    (s["edu_subject_id"].as_i64().expect("a subject"), spread)
                })
                .collect()
        } else {
            self.plan.clone()
        };
        let per_semester: Vec<Vec<Value>> = (0..semesters)
            .map(|k| {
                plan.iter()
                    .filter(|(_, hours)| hours.get(k).copied().unwrap_or(0) > 0)
                    .map(|(subject, hours)| json!({ "edu_subject_id": subject, "semester_number": k + 1, "study_hours": hours[k], "is_seperated": false }))
                    .collect()
            })
            .collect();
        let day = |date: chrono::NaiveDate| date.format("%Y-%m-%d").to_string();
        let dates: Vec<Value> = self
            .semester_dates(semesters)
            .into_iter()
            .map(|(start, end)| json!({ "start_date": day(start), "end_date": day(end) }))
            .collect();
        let exams = self
            .exams
            .clone()
            .unwrap_or_else(|| vec![json!({ "name": { "uz": "Yakuniy davlat attestatsiyasi", "ru": "", "en": "" }, "study_hours": 8 })]);
        let placement = self.placement.clone().unwrap_or_else(|| json!({ "name": { "uz": "Kasbiy amaliyot", "ru": "Профессиональная практика", "en": "Professional practice" }, "study_hours": 72 }));
        let body = json!({
            "version": curriculum.body["version"],
            "edu_subject": plan.iter().map(|(id, hours)| json!({ "edu_subject_id": id, "study_hours": hours.iter().sum::<i64>() })).collect::<Vec<_>>(),
            "semester_edu_subjects": per_semester,
            "semester_dates": dates,
            "vocational_subjects": [placement],
            "exams": exams,
        });
        let path = format!("/api/v1/curriculums/{}/separate-to-semesters/", curriculum.id);
        let saved = app.put(&path, &token, body).await;
        assert_eq!(saved.status, StatusCode::OK, "PUT {path}: {}", saved.body);
        curriculum.body = saved.body["result"].clone();
        if self.approved {
            let path = format!("/api/v1/curriculums/{}/approve/", curriculum.id);
            let approved = app.post(&path, &token, json!({ "version": curriculum.body["version"] })).await;
            assert_eq!(approved.status, StatusCode::OK, "POST {path}: {}", approved.body);
            curriculum.body = approved.body["result"].clone();
        }
        curriculum
    }
}

/// A group on an approved curriculum of the institution of the user given by `by()`, of the
/// curriculum's direction unless told otherwise.
pub struct GroupBuilder {
    name: String,
    curriculum_id: i64,
    course: i64,
    semester: i64,
    places: i64,
    opened_year: i64,
    direction_id: Option<i64>,
    by: Option<String>,
}

impl GroupBuilder {
    /// Made by the holder of `token`, in that user's institution.
    pub fn by(mut self, token: &str) -> GroupBuilder {
        self.by = Some(token.to_string());
        self
    }

    pub fn new(name: &str, curriculum_id: i64) -> GroupBuilder {
        GroupBuilder {
            name: name.into(),
            curriculum_id,
            course: 1,
            semester: 1,
            places: 25,
            opened_year: 2026,
            direction_id: None,
            by: None,
        }
    }

    pub fn course(mut self, course: i64, semester: i64) -> GroupBuilder {
        self.course = course;
        self.semester = semester;
        self
    }

    pub fn places(mut self, places: i64) -> GroupBuilder {
        self.places = places;
        self
    }

    pub fn direction(mut self, direction_id: i64) -> GroupBuilder {
        self.direction_id = Some(direction_id);
        self
    }

    /// The body the API takes, for a test that posts it itself.
    pub fn body(&self, app: &TestApp) -> Value {
        json!({
            "name": self.name,
            "course": self.course,
            "current_semester": self.semester,
            "number_of_students": self.places,
            "opened_year": self.opened_year,
            "curriculum_id": self.curriculum_id,
            "edu_direction_id": self.direction_id.unwrap_or_else(|| app.direction_of(self.curriculum_id)),
            "edu_form": "FULL_TIME",
            "edu_language": "UZ",
        })
    }

    pub async fn build(self, app: &TestApp) -> Built {
        let body = self.body(app);
        let token = acting(self.by);
        created(app, &token, "/api/v1/edu-groups/", body).await
    }
}

/// A valid PINFL for a birth date and gender (1 man, 2 woman), told apart by `serial`.
pub fn pinfl(born: chrono::NaiveDate, gender: u8, serial: u32) -> String {
    use chrono::Datelike;
    let century = if born.year() < 2000 { 2 + gender } else { 4 + gender };
    let first = format!("{century}{}{:06}", born.format("%d%m%y"), serial);
    let digits: Vec<u32> = first.bytes().map(|b| u32::from(b - b'0')).collect();
    format!("{first}{}", domain::pinfl::Pinfl::check_digit(&digits))
}

/// A student of a group, enrolled by a user of its institution given by `by()`; `serial` tells students
/// apart (it numbers the PINFL).
pub struct StudentBuilder {
    group_id: i64,
    serial: u32,
    fio: String,
    by: Option<String>,
}

impl StudentBuilder {
    /// Made by the holder of `token`, in that user's institution.
    pub fn by(mut self, token: &str) -> StudentBuilder {
        self.by = Some(token.to_string());
        self
    }

    pub fn new(group_id: i64, serial: u32) -> StudentBuilder {
        StudentBuilder { group_id, serial, fio: "Karimova Malika Akmal qizi".into(), by: None }
    }

    pub fn named(mut self, fio: &str) -> StudentBuilder {
        self.fio = fio.into();
        self
    }

    pub fn body(&self) -> Value {
        let born = chrono::NaiveDate::from_ymd_opt(2007, 3, 14).expect("a date");
        json!({
            "fio": self.fio,
            "pinfl": pinfl(born, 2, self.serial),
            "serial_number": "AD1234567",
            "birth_date": "2007-03-14",
            "gender": 2,
            "social_status": "",
            "edu_group_id": self.group_id,
        })
    }

    pub async fn build(self, app: &TestApp) -> Built {
        let body = self.body();
        created(app, &acting(self.by), "/api/v1/students/", body).await
    }
}

/// A staff member of the institution of the user given by `by()`, employed as a teaching `Dotsent` unless
/// given other positions; `serial` tells people apart (it numbers the PINFL).
pub struct StaffBuilder {
    serial: u32,
    name: [String; 3],
    positions: Vec<Value>,
    by: Option<String>,
}

impl StaffBuilder {
    /// Made by the holder of `token`, in that user's institution.
    pub fn by(mut self, token: &str) -> StaffBuilder {
        self.by = Some(token.to_string());
        self
    }

    pub fn new(serial: u32) -> StaffBuilder {
        StaffBuilder { serial, name: ["Aliyeva".into(), "Nodira".into(), "Karimovna".into()], positions: Vec::new(), by: None }
    }

    /// The person's last, first and middle name.
    pub fn named(mut self, last: &str, first: &str, middle: &str) -> StaffBuilder {
        self.name = [last.into(), first.into(), middle.into()];
        self
    }

    /// A position held: its name, `MAIN` or another work form, the rate and the subjects taught.
    pub fn position(mut self, app: &TestApp, name_uz: &str, work_form: &str, rate: f64, subjects: &[i64]) -> StaffBuilder {
        self.positions.push(json!({
            "position_id": app.position_id(name_uz), "work_form": work_form, "rate": rate, "edu_subject_ids": subjects
        }));
        self
    }

    pub fn body(&self, app: &TestApp) -> Value {
        let born = chrono::NaiveDate::from_ymd_opt(1988, 5, 12).expect("a date");
        let positions = if self.positions.is_empty() {
            vec![json!({ "position_id": app.position_id("Dotsent"), "work_form": "MAIN", "rate": 1.0, "edu_subject_ids": [] })]
        } else {
            self.positions.clone()
        };
        json!({
            "citizen": {
                "last_name": self.name[0], "first_name": self.name[1], "middle_name": self.name[2],
                "pinfl": pinfl(born, 2, self.serial), "birth_date": "1988-05-12", "gender": 2, "passport": "AB1234567"
            },
            "status": "ACTIVE",
            "staff_positions": positions,
        })
    }

    pub async fn build(self, app: &TestApp) -> Built {
        let body = self.body(app);
        created(app, &acting(self.by), "/api/v1/staffs/", body).await
    }
}

/// An institution of the test's own, made by the ministry: a university unless `lyceum()`. What a
/// test builds in it no demo row shares, so its counts are the test's own.
pub struct InstitutionBuilder {
    code: String,
    kind: &'static str,
    region: String,
}

impl InstitutionBuilder {
    pub fn new(code: &str) -> InstitutionBuilder {
        InstitutionBuilder { code: code.into(), kind: "HEI", region: "Samarqand".into() }
    }

    pub fn lyceum(mut self) -> InstitutionBuilder {
        self.kind = "LYCEUM";
        self
    }

    pub fn region(mut self, region: &str) -> InstitutionBuilder {
        self.region = region.into();
        self
    }

    pub fn body(&self) -> Value {
        let code = &self.code;
        json!({
            "name": { "uz": format!("{code} universiteti"), "ru": format!("Университет {code}"), "en": format!("{code} University") },
            "short_name": code,
            "code": code,
            "type": self.kind,
            "region": self.region,
            "address": "Universitet xiyoboni, 15",
            "phone": "+998 66 239-11-40",
            "director": "Xolmatov Rustam",
        })
    }

    pub async fn build(self, app: &TestApp) -> Built {
        let body = self.body();
        created(app, &app.ministry().await, "/api/v1/institutions/", body).await
    }
}

/// A signed-in account made by the superadmin.
#[derive(Debug, Clone)]
pub struct Account {
    pub id: i64,
    pub username: String,
    pub token: String,
}

/// An account of one or more roles at some institutions, made by the superadmin, signed in with
/// its password; `pinfl` ties it to a staff member of the same person (how a teacher finds their
/// own lessons).
pub struct AccountBuilder {
    username: String,
    roles: Vec<String>,
    institutions: Vec<i64>,
    pinfl: Option<String>,
}

impl AccountBuilder {
    pub fn new(username: &str) -> AccountBuilder {
        AccountBuilder { username: username.into(), roles: Vec::new(), institutions: Vec::new(), pinfl: None }
    }

    /// A role by its name (`OTMADMIN`, `TEACHER`, `ACCOUNTANT`, `SCIENCE`, ...).
    pub fn role(mut self, name: &str) -> AccountBuilder {
        self.roles.push(name.into());
        self
    }

    pub fn at(mut self, institution_id: i64) -> AccountBuilder {
        self.institutions.push(institution_id);
        self
    }

    pub fn pinfl(mut self, pinfl: &str) -> AccountBuilder {
        self.pinfl = Some(pinfl.into());
        self
    }

    /// The same person as a staff member a builder made: their PINFL.
    pub fn person_of(mut self, staff: &Built) -> AccountBuilder {
        self.pinfl = Some(staff.body["citizen"]["pinfl"].as_str().expect("a staff member's PINFL").into());
        self
    }

    pub async fn build(self, app: &TestApp) -> Account {
        const PASSWORD: &str = "long-enough";
        let roles: Vec<i64> = self.roles.iter().map(|name| app.role_id(name)).collect();
        let body = json!({
            "username": self.username,
            "name": format!("{} ({})", self.username, self.roles.join(", ")),
            "password": PASSWORD,
            "roles": roles,
            "institution_ids": self.institutions,
            "pinfl": self.pinfl,
            "is_active": true,
        });
        let user = created(app, &app.superadmin().await, "/api/v1/users/", body).await;
        let answer = app.login_answer(&self.username, PASSWORD).await;
        assert_eq!(answer.status, StatusCode::OK, "login of {}: {}", self.username, answer.body);
        let token = answer.body["result"]["access_token"].as_str().expect("a token").to_string();
        Account { id: user.id, username: self.username, token }
    }
}

/// An institution of the test's own and its admin.
pub struct OwnInstitution {
    pub id: i64,
    pub code: String,
    /// A token of its admin (the OTMADMIN role).
    pub admin: String,
}

/// The password of the portal accounts the fixtures issue.
const PORTAL_PASSWORD: &str = "parol-12345";

async fn signed_in(app: &TestApp, username: &str, password: &str) -> String {
    let answer = app.login_answer(username, password).await;
    assert_eq!(answer.status, StatusCode::OK, "login of {username}: {}", answer.body);
    answer.body["result"]["access_token"].as_str().expect("a token").to_string()
}

impl OwnInstitution {
    /// A token of the portal login the institution issues to its student.
    pub async fn student_login(&self, app: &TestApp, student: i64, username: &str) -> String {
        let body = json!({ "username": username, "password": PORTAL_PASSWORD });
        let issued = app.post(&format!("/api/v1/students/{student}/account/"), &self.admin, body).await;
        assert_eq!(issued.status, StatusCode::CREATED, "the login of student {student}: {}", issued.body);
        signed_in(app, username, PORTAL_PASSWORD).await
    }

    /// A parent's account the institution makes, linked to its student, signed in.
    pub async fn parent_of(&self, app: &TestApp, student: i64, username: &str) -> Account {
        let body = json!({ "username": username, "name": "Ota Onasi", "password": PORTAL_PASSWORD, "pinfl": null, "student_id": student });
        let parent = created(app, &self.admin, "/api/v1/parents/", body).await;
        Account { id: parent.id, username: username.into(), token: signed_in(app, username, PORTAL_PASSWORD).await }
    }

    /// A token of a new account of the institution holding `role` (`TEACHER`, `ACCOUNTANT`, ...),
    /// of no staff member: for what the role may or may not reach, not for a teacher's own lessons.
    pub async fn account(&self, app: &TestApp, role: &str) -> String {
        let username = format!("{}.{}", role.to_lowercase(), self.code.to_lowercase().replace(|c: char| !c.is_ascii_alphanumeric(), ""));
        AccountBuilder::new(&username).role(role).at(self.id).build(app).await.token
    }
}

impl TestApp {
    /// A university of the test's own with an admin of it: builders given `.by(&own.admin)` make
    /// their rows there, where no demo row is counted with them.
    pub async fn own_university(&self, code: &str) -> OwnInstitution {
        let institution = InstitutionBuilder::new(code).build(self).await;
        let username = format!("admin.{}", code.to_lowercase().replace(|c: char| !c.is_ascii_alphanumeric(), ""));
        let admin = AccountBuilder::new(&username).role("OTMADMIN").at(institution.id).build(self).await;
        OwnInstitution { id: institution.id, code: code.into(), admin: admin.token }
    }
}

/// A subject bundle of the ministry: the subjects in the order given.
pub struct SubjectBundleBuilder {
    name: [String; 3],
    subjects: Vec<i64>,
}

impl SubjectBundleBuilder {
    pub fn new(uz: &str) -> SubjectBundleBuilder {
        SubjectBundleBuilder { name: [uz.into(), String::new(), String::new()], subjects: Vec::new() }
    }

    pub fn subject(mut self, subject_id: i64) -> SubjectBundleBuilder {
        self.subjects.push(subject_id);
        self
    }

    pub async fn build(self, app: &TestApp) -> Built {
        let [uz, ru, en] = self.name;
        let body = json!({ "name": { "uz": uz, "ru": ru, "en": en }, "edu_subject_ids": self.subjects });
        created(app, &app.ministry().await, "/api/v1/subject-bundles/", body).await
    }
}
