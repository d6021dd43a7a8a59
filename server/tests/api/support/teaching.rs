//! A teaching setting of an institution of the test's own, made through the API the way an
//! institution sets one up: a building with rooms, the class hours of a day, subjects of the
//! ministry's catalogue on a model curriculum, an approved curriculum whose semesters are dated,
//! teachers (staff members teaching subjects), groups with students, subgroups, and then weekly
//! lessons of the schedule, teachers' topics and their unavailable or preferred periods.
//!
//! ```ignore
//! let own = app.own_university("KIU").await;
//! let teaching = TeachingBuilder::new(&own).split("KI-26-01", "DA", 2).build(&app).await;
//! let lesson = teaching.lesson("KI-26-01", "DA", "Aliyeva", "204", 6, 3).build(&app).await;
//! let teacher = teaching.teacher_account(&app, "Aliyeva", "aliyeva.kiu").await;
//! ```
//!
//! By default a setting is made like the demo university's, with no lessons: building "A bino"
//! (rooms "101" a lecture hall of 60, "204" a computer room of 30, "305" a laboratory of 30, "310"
//! a lecture hall of 40), four class hours (08:30–09:50, 10:00–11:20, 11:30–12:50, 13:30–14:50),
//! the subjects `OM` (Oliy matematika), `DA` (Dasturlash asoslari), `IT` (Ingliz tili) and `OT`
//! (O‘zbekiston tarixi) in the first semester (2026-09-01 to 2027-01-20) and `FIZ` (Fizika) only
//! in the second (2027-02-01 to 2027-06-30), the teachers Aliyeva Nodira Shavkatovna (OM, FIZ,
//! DA), Yusupova Dilfuza Rustamovna (IT, OT) and Karimov Sardor Akmalovich (DA, OM), and the
//! first-semester groups KI-26-01, KI-26-02 and KI-26-03 of 8 students each.
// A builder offers the options a fixture of its kind has, whether or not today's tests use each.
#![allow(dead_code)]

use std::collections::BTreeMap;

use actix_web::http::StatusCode;
use chrono::NaiveDate;
use serde_json::{json, Value};

use super::fixtures::{
    acting, created, Account, AccountBuilder, Built, CurriculumBuilder, CurriculumTemplateBuilder, GroupBuilder, OwnInstitution,
    StaffBuilder, StudentBuilder, SubjectBuilder,
};
use super::TestApp;

fn day(date: NaiveDate) -> String {
    date.format("%Y-%m-%d").to_string()
}

/// A building of the acting admin's institution.
pub struct BuildingBuilder {
    name: String,
    address: String,
    floors: i64,
    by: Option<String>,
}

impl BuildingBuilder {
    pub fn new(name: &str) -> BuildingBuilder {
        BuildingBuilder { name: name.into(), address: "Amir Temur ko‘chasi, 108".into(), floors: 4, by: None }
    }

    /// Made by the holder of `token`, in that user's institution.
    pub fn by(mut self, token: &str) -> BuildingBuilder {
        self.by = Some(token.to_string());
        self
    }

    pub fn floors(mut self, floors: i64) -> BuildingBuilder {
        self.floors = floors;
        self
    }

    pub async fn build(self, app: &TestApp) -> Built {
        let body = json!({ "name": self.name, "address": self.address, "floors": self.floors });
        created(app, &acting(self.by.clone()), "/api/v1/buildings/", body).await
    }
}

/// A room of a building: a lecture hall of 30 on the first floor unless told otherwise.
pub struct RoomBuilder {
    building_id: i64,
    name: String,
    floor: i64,
    capacity: i64,
    kind: String,
    by: Option<String>,
}

impl RoomBuilder {
    pub fn new(building_id: i64, name: &str) -> RoomBuilder {
        RoomBuilder { building_id, name: name.into(), floor: 1, capacity: 30, kind: "LECTURE".into(), by: None }
    }

    /// Made by the holder of `token`, in that user's institution.
    pub fn by(mut self, token: &str) -> RoomBuilder {
        self.by = Some(token.to_string());
        self
    }

    pub fn floor(mut self, floor: i64) -> RoomBuilder {
        self.floor = floor;
        self
    }

    pub fn capacity(mut self, capacity: i64) -> RoomBuilder {
        self.capacity = capacity;
        self
    }

    /// `LECTURE`, `LAB`, `COMPUTER` or `GYM`.
    pub fn kind(mut self, kind: &str) -> RoomBuilder {
        self.kind = kind.into();
        self
    }

    pub fn body(&self) -> Value {
        json!({ "building_id": self.building_id, "name": self.name, "floor": self.floor, "capacity": self.capacity, "kind": self.kind })
    }

    pub async fn build(self, app: &TestApp) -> Built {
        let body = self.body();
        created(app, &acting(self.by.clone()), "/api/v1/rooms/", body).await
    }
}

/// A class hour of the acting admin's institution: its number and times (`HH:mm`).
pub struct ClassHourBuilder {
    number: i64,
    start: String,
    end: String,
    by: Option<String>,
}

impl ClassHourBuilder {
    pub fn new(number: i64, start: &str, end: &str) -> ClassHourBuilder {
        ClassHourBuilder { number, start: start.into(), end: end.into(), by: None }
    }

    /// Made by the holder of `token`, in that user's institution.
    pub fn by(mut self, token: &str) -> ClassHourBuilder {
        self.by = Some(token.to_string());
        self
    }

    pub async fn build(self, app: &TestApp) -> Built {
        let body = json!({ "number": self.number, "start_time": self.start, "end_time": self.end });
        created(app, &acting(self.by.clone()), "/api/v1/class-hours/", body).await
    }
}

/// A weekly lesson of the schedule, made by an admin of the group's institution: a lecture of the
/// whole group over its whole semester unless told otherwise.
pub struct LessonBuilder {
    group_id: i64,
    subgroup: Option<i64>,
    subject_id: i64,
    teacher_id: i64,
    room_id: i64,
    weekday: i64,
    class_hour_id: i64,
    lesson_type: String,
    start: Option<NaiveDate>,
    end: Option<NaiveDate>,
    by: Option<String>,
}

impl LessonBuilder {
    /// On `weekday` (1 Monday to 6 Saturday) at the class hour with id `class_hour_id`.
    pub fn new(group_id: i64, subject_id: i64, teacher_id: i64, room_id: i64, weekday: i64, class_hour_id: i64) -> LessonBuilder {
        LessonBuilder {
            group_id,
            subgroup: None,
            subject_id,
            teacher_id,
            room_id,
            weekday,
            class_hour_id,
            lesson_type: "LECTURE".into(),
            start: None,
            end: None,
            by: None,
        }
    }

    /// Made by the holder of `token`, in that user's institution.
    pub fn by(mut self, token: &str) -> LessonBuilder {
        self.by = Some(token.to_string());
        self
    }

    /// For the subgroup numbered `n` (1 = the first) of the group's split for the subject.
    pub fn subgroup(mut self, n: i64) -> LessonBuilder {
        self.subgroup = Some(n);
        self
    }

    /// `LECTURE`, `PRACTICE`, `LAB` or `SEMINAR`.
    pub fn lesson_type(mut self, lesson_type: &str) -> LessonBuilder {
        self.lesson_type = lesson_type.into();
        self
    }

    /// The series' first day (the semester's first day when not given).
    pub fn from(mut self, start: NaiveDate) -> LessonBuilder {
        self.start = Some(start);
        self
    }

    /// The series' last day (the semester's last day when not given).
    pub fn until(mut self, end: NaiveDate) -> LessonBuilder {
        self.end = Some(end);
        self
    }

    /// The body the API takes, for a test that posts it itself.
    pub fn body(&self) -> Value {
        let mut body = json!({
            "edu_group_id": self.group_id,
            "subgroup": self.subgroup,
            "edu_subject_id": self.subject_id,
            "teacher_id": self.teacher_id,
            "room_id": self.room_id,
            "weekday": self.weekday,
            "class_hour_id": self.class_hour_id,
            "lesson_type": self.lesson_type,
        });
        if let Some(start) = self.start {
            body["start_date"] = json!(day(start));
        }
        if let Some(end) = self.end {
            body["end_date"] = json!(day(end));
        }
        body
    }

    pub async fn build(self, app: &TestApp) -> Built {
        let body = self.body();
        created(app, &acting(self.by.clone()), "/api/v1/schedules/", body).await
    }
}

/// A topic a teacher keeps for a subject they teach, entered by the teacher (`by` a TEACHER
/// account's token, in the institution it is current in): a lecture of two hours.
pub struct TopicBuilder {
    subject_id: i64,
    name: String,
    hours: i64,
    lesson_type: String,
    order: i64,
    by: String,
}

impl TopicBuilder {
    pub fn new(subject_id: i64, name: &str, order: i64) -> TopicBuilder {
        TopicBuilder { subject_id, name: name.into(), hours: 2, lesson_type: "LECTURE".into(), order, by: String::new() }
    }

    /// Entered by the teacher holding `token`.
    pub fn by(mut self, token: &str) -> TopicBuilder {
        self.by = token.to_string();
        self
    }

    pub fn lesson_type(mut self, lesson_type: &str) -> TopicBuilder {
        self.lesson_type = lesson_type.into();
        self
    }

    pub fn hours(mut self, hours: i64) -> TopicBuilder {
        self.hours = hours;
        self
    }

    pub async fn build(self, app: &TestApp) -> Built {
        assert!(!self.by.is_empty(), "a topic is entered by a teacher: give their token with by()");
        let body = json!({
            "edu_subject_id": self.subject_id, "name": self.name, "hours": self.hours, "lesson_type": self.lesson_type, "order": self.order
        });
        created(app, &self.by, "/api/v1/teachers/topics/", body).await
    }
}

/// A period of the week a teacher cannot teach (or, `preferred()`, would rather teach), kept for
/// the timetable solver by an admin of the teacher's institution.
pub struct PeriodBuilder {
    teacher_id: i64,
    kind: &'static str,
    weekday: i64,
    class_hour_id: i64,
    by: Option<String>,
}

impl PeriodBuilder {
    /// Barred: on `weekday` (1 Monday to 6 Saturday) at the class hour with id `class_hour_id`.
    pub fn new(teacher_id: i64, weekday: i64, class_hour_id: i64) -> PeriodBuilder {
        PeriodBuilder { teacher_id, kind: "UNAVAILABLE", weekday, class_hour_id, by: None }
    }

    /// Made by the holder of `token`, in that user's institution.
    pub fn by(mut self, token: &str) -> PeriodBuilder {
        self.by = Some(token.to_string());
        self
    }

    pub fn preferred(mut self) -> PeriodBuilder {
        self.kind = "PREFERRED";
        self
    }

    pub async fn build(self, app: &TestApp) -> Built {
        let body =
            json!({ "teacher_id": self.teacher_id, "kind": self.kind, "weekday": self.weekday, "class_hour_id": self.class_hour_id });
        created(app, &acting(self.by.clone()), "/api/v1/teacher-unavailability/", body).await
    }
}

/// A subject a setting teaches: the key tests name it by, its code in the catalogue, its names
/// and its hours in each semester of the curriculum (0: not in that semester).
#[derive(Debug, Clone)]
pub struct SubjectSpec {
    pub key: String,
    pub code: String,
    pub name: [String; 3],
    pub hours: Vec<i64>,
}

impl SubjectSpec {
    pub fn new(key: &str, code: &str, [uz, ru, en]: [&str; 3], hours: &[i64]) -> SubjectSpec {
        SubjectSpec { key: key.into(), code: code.into(), name: [uz.into(), ru.into(), en.into()], hours: hours.to_vec() }
    }
}

/// The subjects of a setting by default, two semesters each.
fn default_subjects() -> Vec<SubjectSpec> {
    vec![
        SubjectSpec::new("OM", "OM-901", ["Oliy matematika", "Высшая математика", "Higher mathematics"], &[60, 60]),
        SubjectSpec::new("FIZ", "FIZ-901", ["Fizika", "Физика", "Physics"], &[0, 60]),
        SubjectSpec::new("DA", "DA-901", ["Dasturlash asoslari", "Основы программирования", "Programming fundamentals"], &[60, 60]),
        SubjectSpec::new("IT", "IT-901", ["Ingliz tili", "Английский язык", "English"], &[40, 40]),
        SubjectSpec::new("OT", "OT-901", ["O‘zbekiston tarixi", "История Узбекистана", "History of Uzbekistan"], &[40, 0]),
    ]
}

/// A teacher of a setting: a person, the position held and the subjects (by key) taught.
#[derive(Debug, Clone)]
pub struct TeacherSpec {
    name: [String; 3],
    /// Numbers the person's PINFL; given for the same person as in another setting.
    serial: Option<u32>,
    position: String,
    work_form: String,
    rate: f64,
    subjects: Vec<String>,
}

impl TeacherSpec {
    /// A `Dotsent` in main employment at the full rate.
    pub fn new(last: &str, first: &str, middle: &str, subjects: &[&str]) -> TeacherSpec {
        TeacherSpec {
            name: [last.into(), first.into(), middle.into()],
            serial: None,
            position: "Dotsent".into(),
            work_form: "MAIN".into(),
            rate: 1.0,
            subjects: subjects.iter().map(|s| s.to_string()).collect(),
        }
    }

    /// The same person as the teacher with `last_name` of `other` (a staff member there too),
    /// teaching `subjects` here.
    pub fn same_as(other: &Teaching, last_name: &str, subjects: &[&str]) -> TeacherSpec {
        let person = other.people.get(last_name).unwrap_or_else(|| panic!("no teacher {last_name:?} in the other setting"));
        TeacherSpec { serial: Some(person.serial), ..TeacherSpec::new(&person.name[0], &person.name[1], &person.name[2], subjects) }
    }

    /// The position (by its Uzbek name), work form and rate held.
    pub fn post(mut self, position: &str, work_form: &str, rate: f64) -> TeacherSpec {
        self.position = position.into();
        self.work_form = work_form.into();
        self.rate = rate;
        self
    }
}

fn default_teachers() -> Vec<TeacherSpec> {
    vec![
        TeacherSpec::new("Aliyeva", "Nodira", "Shavkatovna", &["OM", "FIZ", "DA"]),
        TeacherSpec::new("Yusupova", "Dilfuza", "Rustamovna", &["IT", "OT"]),
        TeacherSpec::new("Karimov", "Sardor", "Akmalovich", &["DA", "OM"]),
    ]
}

/// A person teaching in a setting.
#[derive(Debug, Clone)]
struct Person {
    serial: u32,
    name: [String; 3],
}

/// A whole teaching setting of an institution of the test's own, made through the API by its
/// admin (see the module's documentation for what it holds by default). Nothing is scheduled:
/// lessons are added with [`Teaching::lesson`].
pub struct TeachingBuilder {
    institution_id: i64,
    code: String,
    admin: String,
    building: String,
    rooms: Vec<(String, i64, i64, String)>,
    class_hours: Vec<(String, String)>,
    subjects: Vec<SubjectSpec>,
    shared: Option<(BTreeMap<String, Built>, i64)>,
    first_semester: Option<NaiveDate>,
    teachers: Vec<TeacherSpec>,
    groups: Vec<String>,
    students: u32,
    splits: Vec<(String, String, usize)>,
    serials: u32,
}

impl TeachingBuilder {
    /// A setting of `own`, made by its admin; the people's PINFLs are numbered from the
    /// institution's id, so that two settings of one test are different people.
    pub fn new(own: &OwnInstitution) -> TeachingBuilder {
        TeachingBuilder {
            institution_id: own.id,
            code: own.code.clone(),
            admin: own.admin.clone(),
            building: "A bino".into(),
            rooms: Vec::new(),
            class_hours: [("08:30", "09:50"), ("10:00", "11:20"), ("11:30", "12:50"), ("13:30", "14:50")]
                .iter()
                .map(|(s, e)| (s.to_string(), e.to_string()))
                .collect(),
            subjects: default_subjects(),
            shared: None,
            first_semester: None,
            teachers: Vec::new(),
            groups: Vec::new(),
            students: 8,
            splits: Vec::new(),
            serials: (own.id as u32 % 900) * 1000 + 10_000,
        }
    }

    /// The catalogue's subjects and model curriculum of `other` instead of new ones: the same
    /// subjects taught in both institutions (the subjects' plan is the other's too).
    pub fn sharing(mut self, other: &Teaching) -> TeachingBuilder {
        self.subjects = other.specs.clone();
        self.shared = Some((other.subjects.clone(), other.template));
        self
    }

    /// Other subjects than the default ones (their codes must be new to the catalogue).
    pub fn subjects(mut self, subjects: Vec<SubjectSpec>) -> TeachingBuilder {
        self.subjects = subjects;
        self
    }

    /// The building's name (rooms are in it).
    pub fn building(mut self, name: &str) -> TeachingBuilder {
        self.building = name.into();
        self
    }

    /// A room (`LECTURE`, `LAB`, `COMPUTER` or `GYM`); once one is given, the default rooms are not made.
    pub fn room(mut self, name: &str, floor: i64, capacity: i64, kind: &str) -> TeachingBuilder {
        self.rooms.push((name.into(), floor, capacity, kind.into()));
        self
    }

    /// The class hours of a day, numbered from 1, as (`HH:mm`, `HH:mm`).
    pub fn class_hours(mut self, hours: &[(&str, &str)]) -> TeachingBuilder {
        self.class_hours = hours.iter().map(|(s, e)| (s.to_string(), e.to_string())).collect();
        self
    }

    /// Semesters of 140 days, the first from `start`, each 150 days after the one before (by
    /// default the first runs from 2026-09-01 to 2027-01-20, the second from 2027-02-01 to 2027-06-30).
    pub fn first_semester(mut self, start: NaiveDate) -> TeachingBuilder {
        self.first_semester = Some(start);
        self
    }

    /// A teacher; once one is given, the default teachers are not made.
    pub fn teacher(mut self, teacher: TeacherSpec) -> TeachingBuilder {
        self.teachers.push(teacher);
        self
    }

    /// A first-semester group; once one is given, the default groups are not made.
    pub fn group(mut self, name: &str) -> TeachingBuilder {
        self.groups.push(name.into());
        self
    }

    /// The students enrolled in each group (8 by default).
    pub fn students(mut self, n: u32) -> TeachingBuilder {
        self.students = n;
        self
    }

    /// The group split for the subject (by key) into `parts` subgroups named "1-guruhcha",
    /// "2-guruhcha", ..., its students dealt out in turn.
    pub fn split(mut self, group: &str, subject: &str, parts: usize) -> TeachingBuilder {
        self.splits.push((group.into(), subject.into(), parts));
        self
    }

    /// The people's PINFLs are numbered from `base` (teachers) and `base + 100` (students).
    pub fn serials(mut self, base: u32) -> TeachingBuilder {
        self.serials = base;
        self
    }

    pub async fn build(self, app: &TestApp) -> Teaching {
        let admin = self.admin.clone();
        let total = |spec: &SubjectSpec| spec.hours.iter().sum::<i64>();

        // The ministry's subjects and model curriculum, unless another setting's are shared.
        let (subjects, template) = match self.shared.clone() {
            Some(shared) => shared,
            None => {
                let mut subjects = BTreeMap::new();
                for spec in &self.subjects {
                    let [uz, ru, en] = &spec.name;
                    let subject = SubjectBuilder::new(&spec.code).named(uz, ru, en).hours(total(spec)).build(app).await;
                    subjects.insert(spec.key.clone(), subject);
                }
                let mut template = CurriculumTemplateBuilder::new(&format!("{} namunaviy o‘quv rejasi", self.code));
                for spec in &self.subjects {
                    template = template.subject(subjects[&spec.key].id, total(spec));
                }
                (subjects, template.build(app).await.id)
            }
        };

        // The curriculum: every subject's hours in the semesters the plan gives them, dated, approved.
        // Four semesters at least: what the model curriculum gives a university's curriculum.
        let semesters = self.subjects.iter().map(|s| s.hours.len()).max().unwrap_or(1).max(4);
        let mut curriculum = CurriculumBuilder::new(&format!("{} o‘quv rejasi", self.code)).template(template).semesters(semesters as u32);
        if let Some(start) = self.first_semester {
            curriculum = curriculum.starting(i64::from(chrono::Datelike::year(&start))).first_semester(start);
        }
        for spec in &self.subjects {
            curriculum = curriculum.plan(subjects[&spec.key].id, &spec.hours);
        }
        let curriculum = curriculum.approved().by(&admin).build(app).await;

        // The building, its rooms and the class hours.
        let building = BuildingBuilder::new(&self.building).by(&admin).build(app).await;
        let rooms_wanted = if self.rooms.is_empty() {
            [("101", 1, 60, "LECTURE"), ("204", 2, 30, "COMPUTER"), ("305", 3, 30, "LAB"), ("310", 3, 40, "LECTURE")]
                .iter()
                .map(|(n, f, c, k)| (n.to_string(), *f, *c, k.to_string()))
                .collect()
        } else {
            self.rooms.clone()
        };
        let mut rooms = BTreeMap::new();
        for (name, floor, capacity, kind) in rooms_wanted {
            let room = RoomBuilder::new(building.id, &name).floor(floor).capacity(capacity).kind(&kind).by(&admin).build(app).await;
            rooms.insert(name, room);
        }
        let mut class_hours = Vec::new();
        for (n, (start, end)) in self.class_hours.iter().enumerate() {
            class_hours.push(ClassHourBuilder::new(n as i64 + 1, start, end).by(&admin).build(app).await);
        }

        // The teachers.
        let teachers_wanted = if self.teachers.is_empty() { default_teachers() } else { self.teachers.clone() };
        let mut teachers = BTreeMap::new();
        let mut people = BTreeMap::new();
        for (n, spec) in teachers_wanted.iter().enumerate() {
            let serial = spec.serial.unwrap_or(self.serials + n as u32 + 1);
            let taught: Vec<i64> = spec.subjects.iter().map(|key| subjects[key].id).collect();
            let [last, first, middle] = &spec.name;
            let staff = StaffBuilder::new(serial)
                .named(last, first, middle)
                .position(app, &spec.position, &spec.work_form, spec.rate, &taught)
                .by(&admin)
                .build(app)
                .await;
            teachers.insert(last.clone(), staff);
            people.insert(last.clone(), Person { serial, name: spec.name.clone() });
        }

        // The groups, their students and subgroups.
        let names = if self.groups.is_empty() {
            vec!["KI-26-01".to_string(), "KI-26-02".to_string(), "KI-26-03".to_string()]
        } else {
            self.groups.clone()
        };
        let mut groups = BTreeMap::new();
        let mut students = BTreeMap::new();
        let mut serial = self.serials + 100;
        for name in &names {
            let group = GroupBuilder::new(name, curriculum.id).by(&admin).build(app).await;
            let mut enrolled = Vec::new();
            for _ in 0..self.students {
                enrolled.push(StudentBuilder::new(group.id, serial).by(&admin).build(app).await);
                serial += 1;
            }
            groups.insert(name.clone(), group);
            students.insert(name.clone(), enrolled);
        }
        for (group, subject, parts) in &self.splits {
            let members: &Vec<Built> = &students[group];
            let subgroups: Vec<Value> = (0..*parts)
                .map(|k| {
                    let ids: Vec<i64> = members.iter().skip(k).step_by(*parts).map(|s| s.id).collect();
                    json!({ "name": format!("{}-guruhcha", k + 1), "student_ids": ids })
                })
                .collect();
            let path = format!("/api/v1/edu-groups/{}/subgroups/{}/", groups[group].id, subjects[subject].id);
            let saved = app.put(&path, &admin, json!({ "subgroups": subgroups })).await;
            assert_eq!(saved.status, StatusCode::OK, "PUT {path}: {}", saved.body);
        }

        Teaching {
            institution_id: self.institution_id,
            admin,
            building,
            rooms,
            class_hours,
            subjects,
            specs: self.subjects,
            template,
            curriculum,
            teachers,
            people,
            groups,
            students,
        }
    }
}

/// What a [`TeachingBuilder`] made, each part by the name tests call it by.
pub struct Teaching {
    pub institution_id: i64,
    /// A token of the institution's admin.
    pub admin: String,
    pub building: Built,
    /// By name.
    pub rooms: BTreeMap<String, Built>,
    /// In their order: the first is class hour 1.
    pub class_hours: Vec<Built>,
    /// By key (`OM`, `DA`, ...).
    pub subjects: BTreeMap<String, Built>,
    specs: Vec<SubjectSpec>,
    template: i64,
    pub curriculum: Built,
    /// The staff members, by last name.
    pub teachers: BTreeMap<String, Built>,
    people: BTreeMap<String, Person>,
    /// By name.
    pub groups: BTreeMap<String, Built>,
    /// Each group's students, by the group's name, in the order enrolled.
    pub students: BTreeMap<String, Vec<Built>>,
}

impl Teaching {
    pub fn group(&self, name: &str) -> i64 {
        self.groups.get(name).unwrap_or_else(|| panic!("no group {name:?}")).id
    }

    /// A subject by its key.
    pub fn subject(&self, key: &str) -> i64 {
        self.subjects.get(key).unwrap_or_else(|| panic!("no subject {key:?}")).id
    }

    /// A subject's code in the catalogue, by its key.
    pub fn subject_code(&self, key: &str) -> String {
        self.subjects.get(key).unwrap_or_else(|| panic!("no subject {key:?}")).body["code"].as_str().expect("a code").to_string()
    }

    /// A teacher's staff id, by last name.
    pub fn teacher(&self, last_name: &str) -> i64 {
        self.teachers.get(last_name).unwrap_or_else(|| panic!("no teacher {last_name:?}")).id
    }

    pub fn room(&self, name: &str) -> i64 {
        self.rooms.get(name).unwrap_or_else(|| panic!("no room {name:?}")).id
    }

    /// The class hour numbered `number` (from 1).
    pub fn hour(&self, number: usize) -> i64 {
        self.class_hours[number - 1].id
    }

    /// A weekly lesson to make: of the group (by name), subject (by key), teacher (by last name)
    /// and room (by name), on `weekday` (1 Monday to 6 Saturday) at class hour `number`, by the admin.
    pub fn lesson(&self, group: &str, subject: &str, teacher: &str, room: &str, weekday: i64, number: usize) -> LessonBuilder {
        LessonBuilder::new(self.group(group), self.subject(subject), self.teacher(teacher), self.room(room), weekday, self.hour(number))
            .by(&self.admin)
    }

    /// A period of the teacher (by last name) to bar, or `.preferred()`, by the admin.
    pub fn period(&self, teacher: &str, weekday: i64, number: usize) -> PeriodBuilder {
        PeriodBuilder::new(self.teacher(teacher), weekday, self.hour(number)).by(&self.admin)
    }

    /// The teacher's PINFL: an account with it is the teacher's.
    pub fn pinfl_of(&self, last_name: &str) -> String {
        self.teachers.get(last_name).unwrap_or_else(|| panic!("no teacher {last_name:?}")).body["citizen"]["pinfl"]
            .as_str()
            .expect("a PINFL")
            .to_string()
    }

    /// A TEACHER account of this institution, the same person as the teacher with `last_name`.
    pub async fn teacher_account(&self, app: &TestApp, last_name: &str, username: &str) -> Account {
        AccountBuilder::new(username).role("TEACHER").at(self.institution_id).pinfl(&self.pinfl_of(last_name)).build(app).await
    }
}

/// A token of the same account with `institution_id` current (a teacher working in several); the
/// session of `token` ends with it.
pub async fn in_institution(app: &TestApp, token: &str, institution_id: i64) -> String {
    let changed = app.post("/api/v1/users/change-institution/", token, json!({ "institution_id": institution_id })).await;
    assert_eq!(changed.status, StatusCode::OK, "{}", changed.body);
    changed.body["result"]["access_token"].as_str().expect("a token").to_string()
}
