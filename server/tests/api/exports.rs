//! `format=xlsx` on the list screens: the file holds exactly the rows the JSON list answers for the
//! same filters, search and ordering (every page of them, read in batches), with the screen's
//! columns in the caller's language, under the JSON list's permission and tenancy.

use std::io::Cursor;

use actix_web::http::{Method, StatusCode};
use calamine::{Data, Reader, Xlsx};
use serde_json::{json, Value};

use crate::support::fixtures::{
    created, AccountBuilder, CurriculumBuilder, GroupBuilder, InstitutionBuilder, StaffBuilder, StudentBuilder,
};
use crate::support::teaching::{TeachingBuilder, TopicBuilder};
use crate::support::TestApp;

const XLSX: &str = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/// Rows per database read in these tests: a few rows then span several batches.
const BATCH: u32 = 3;

/// The first sheet's cells as calamine reads them.
fn cells(bytes: &[u8]) -> Vec<Vec<Data>> {
    let mut workbook: Xlsx<_> = Xlsx::new(Cursor::new(bytes)).expect("an .xlsx file");
    let range = workbook.worksheet_range_at(0).expect("a sheet").expect("a readable sheet");
    range.rows().map(|row| row.to_vec()).collect()
}

fn text(cell: &Data) -> String {
    match cell {
        Data::Empty => String::new(),
        Data::String(text) => text.clone(),
        Data::Float(number) if number.fract() == 0.0 => format!("{}", *number as i64),
        Data::Float(number) => number.to_string(),
        Data::Int(number) => number.to_string(),
        Data::DateTime(moment) => moment.as_datetime().map(|d| d.date().to_string()).unwrap_or_default(),
        other => other.to_string(),
    }
}

struct Exported {
    headers: Vec<String>,
    rows: Vec<Vec<Data>>,
}

impl Exported {
    fn column(&self, header: &str) -> Vec<String> {
        let index = self.headers.iter().position(|h| h == header).unwrap_or_else(|| panic!("no column {header} in {:?}", self.headers));
        self.rows.iter().map(|row| row.get(index).map(text).unwrap_or_default()).collect()
    }
}

/// The file of `path` (a list path with its query) in `language`, checked to be an attachment.
async fn export(app: &TestApp, token: &str, path: &str, language: &str) -> Exported {
    let separator = if path.contains('?') { '&' } else { '?' };
    let answer = app.request(Method::GET, &format!("{path}{separator}format=xlsx"), Some(token), None, language).await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    assert_eq!(answer.headers.get("content-type").unwrap(), XLSX);
    let disposition = answer.headers.get("content-disposition").unwrap().to_str().unwrap();
    assert!(disposition.starts_with("attachment; filename=\"") && disposition.ends_with(".xlsx\""), "{disposition}");
    assert_eq!(&answer.raw[..2], b"PK");
    let mut rows = cells(&answer.raw);
    let headers = rows.remove(0).iter().map(text).collect();
    Exported { headers, rows }
}

/// Every row of the JSON list for the same query.
async fn listed(app: &TestApp, token: &str, path: &str) -> Vec<Value> {
    let separator = if path.contains('?') { '&' } else { '?' };
    let answer = app.get(&format!("{path}{separator}limit=10000"), token).await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    answer.body["results"].as_array().unwrap().clone()
}

fn ids(rows: &[Value]) -> Vec<String> {
    rows.iter().map(|row| row["id"].as_i64().unwrap().to_string()).collect()
}

#[actix_web::test]
async fn the_staff_file_holds_the_rows_of_the_list_in_order_with_russian_headers_across_batches() {
    let app = TestApp::with_export_batch(BATCH).await;
    let ministry = app.ministry().await;
    let own = app.own_university("EXP-OWN").await;
    let names = [("Yusupova", "Madina"), ("Aliyev", "Bobur"), ("Rashidov", "Sardor"), ("Qodirova", "Lola")];
    for (serial, (last, first)) in (5101..).zip(names.iter().chain(names.iter())) {
        StaffBuilder::new(serial).named(last, first, "Olimovna").by(&own.admin).build(&app).await;
    }
    let path = format!("/api/v1/staffs/?institution_id={}&ordering=full_name", own.id);
    let path = path.as_str();
    let json = listed(&app, &ministry, path).await;
    assert!(json.len() > 2 * BATCH as usize, "the staff span several batches: {}", json.len());

    let file = export(&app, &ministry, path, "ru").await;
    assert_eq!(file.headers, ["ID", "Ф.И.О.", "ПИНФЛ", "Должности", "Учебное заведение (TM)", "Статус"]);
    assert_eq!(file.column("ID"), ids(&json));
    let pinfls: Vec<String> = json.iter().map(|row| row["citizen"]["pinfl"].as_str().unwrap().to_string()).collect();
    assert_eq!(file.column("ПИНФЛ"), pinfls);
    let institutions: Vec<String> = json.iter().map(|row| row["institution"]["name"]["ru"].as_str().unwrap().to_string()).collect();
    assert_eq!(file.column("Учебное заведение (TM)"), institutions);
    assert!(file.column("Статус").iter().all(|s| s == "Активный" || s == "Неактивный"), "{:?}", file.column("Статус"));

    // A filter and a search give the JSON list's rows, whatever the page asked for.
    let searched = format!("/api/v1/staffs/?institution_id={}&status=ACTIVE&search=ova", own.id);
    let json = listed(&app, &ministry, &searched).await;
    assert_eq!(json.len(), 4, "the two Yusupovas and the two Qodirovas");
    let filtered = format!("{searched}&page=2&limit=1");
    assert_eq!(export(&app, &ministry, &filtered, "ru").await.column("ID"), ids(&json));
}

#[actix_web::test]
async fn an_institution_admin_exports_only_the_students_of_the_institution() {
    let app = TestApp::with_export_batch(BATCH).await;
    let mine = app.own_university("EXP-OWN").await;
    let otmadmin = mine.admin.clone();
    let ministry = app.ministry().await;
    let institution = mine.id;
    let curriculum = CurriculumBuilder::new("Own reja").approved().by(&otmadmin).build(&app).await.id;
    let group = GroupBuilder::new("OW-26-01", curriculum).by(&otmadmin).build(&app).await.id;
    for (serial, fio) in (910_011..).zip(["Karimova Malika", "Abdullayev Jamshid", "Sobirova Nigora", "Ergashev Otabek"]) {
        StudentBuilder::new(group, serial).named(fio).by(&otmadmin).build(&app).await;
    }
    // Two students of another university.
    let other = app.own_university("EXP-OTHER").await;
    let other_curriculum = CurriculumBuilder::new("NU reja").approved().by(&other.admin).build(&app).await.id;
    let other_group = GroupBuilder::new("NU-26-01", other_curriculum).by(&other.admin).build(&app).await.id;
    for serial in [910_001, 910_002] {
        StudentBuilder::new(other_group, serial).named("Nurmatova Zilola").by(&other.admin).build(&app).await;
    }
    let own = app.count(&format!("SELECT count(*) FROM students WHERE deleted_at IS NULL AND institution_id = {institution}"));
    let everyone = app.count("SELECT count(*) FROM students WHERE deleted_at IS NULL");
    assert!(own > i64::from(BATCH) && everyone > own, "students in several institutions: {own} of {everyone}");

    let path = "/api/v1/students/?ordering=fio";
    let file = export(&app, &otmadmin, path, "uz").await;
    assert_eq!(file.headers, ["ID", "F.I.Sh.", "JSHSHIR", "Tug‘ilgan sana", "Jinsi", "Guruh", "Kurs", "Holati"]);
    assert_eq!(file.rows.len() as i64, own, "the institution's students only");
    let json = listed(&app, &otmadmin, path).await;
    assert_eq!(file.column("ID"), ids(&json));
    let fios: Vec<String> = json.iter().map(|row| row["fio"].as_str().unwrap().to_string()).collect();
    assert_eq!(file.column("F.I.Sh."), fios);
    let births: Vec<String> = json.iter().map(|row| row["birth_date"].as_str().unwrap().to_string()).collect();
    assert_eq!(file.column("Tug‘ilgan sana"), births);
    assert!(file.rows.iter().all(|row| matches!(row[3], Data::DateTime(_))), "birth dates are Excel dates");
    assert!(file.column("Jinsi").iter().all(|g| g == "Erkak" || g == "Ayol"));

    // Another institution's id in the filter shows none of its students, as the JSON list.
    let other = format!("{path}&institution_id={}", other.id);
    let file = export(&app, &otmadmin, &other, "uz").await;
    assert_eq!(file.column("ID"), ids(&listed(&app, &otmadmin, &other).await));
    assert!(!file.column("F.I.Sh.").contains(&"Nurmatova Zilola".to_string()));

    let file = export(&app, &ministry, path, "en").await;
    assert_eq!(file.rows.len() as i64, everyone);
    let labels = |code: &str| match code {
        "ACTIVE" => "Studying",
        "ON-LEAVE" => "Academic leave",
        "WITHDRAW" => "Withdrawn",
        "GRADUATED" => "Graduated",
        _ => "Archived",
    };
    let json = listed(&app, &ministry, path).await;
    let statuses: Vec<String> = json.iter().map(|row| labels(row["student_status"].as_str().unwrap()).to_string()).collect();
    assert_eq!(file.column("Status"), statuses);
    let of_other = file.column("Institution").iter().filter(|name| *name == "EXP-OTHER University").count();
    assert_eq!(of_other, 2, "{:?}", file.column("Institution"));
}

#[actix_web::test]
async fn the_curricula_file_follows_the_filters_in_english() {
    let app = TestApp::with_export_batch(BATCH).await;
    let ministry = app.ministry().await;
    let own = app.own_university("EXP-OWN").await;
    CurriculumBuilder::new("B reja").approved().by(&own.admin).build(&app).await;
    CurriculumBuilder::new("A reja").by(&own.admin).build(&app).await;
    let path = format!("/api/v1/curriculums/?institution_id={}&ordering=name", own.id);
    let path = path.as_str();
    let json = listed(&app, &ministry, path).await;
    assert_eq!(json.len(), 2);
    let file = export(&app, &ministry, path, "en").await;
    assert_eq!(
        file.headers,
        [
            "ID",
            "Curriculum name",
            "Direction of study",
            "Years",
            "Form of study",
            "Language of instruction",
            "Number of semesters",
            "Status"
        ]
    );
    assert_eq!(file.column("ID"), ids(&json));
    let names: Vec<String> = json.iter().map(|row| row["name"].as_str().unwrap().to_string()).collect();
    assert_eq!(file.column("Curriculum name"), names);
    let semesters: Vec<String> = json.iter().map(|row| row["number_of_semesters"].as_i64().unwrap().to_string()).collect();
    assert_eq!(file.column("Number of semesters"), semesters);
    let known = ["New", "Approved", "Inactive", "Archived"];
    assert!(file.column("Status").iter().all(|s| known.contains(&s.as_str())), "{:?}", file.column("Status"));

    let approved_path = format!("/api/v1/curriculums/?institution_id={}&status=APPROVED", own.id);
    let approved = listed(&app, &ministry, &approved_path).await;
    assert_eq!(approved.len(), 1);
    let file = export(&app, &ministry, &approved_path, "en").await;
    assert_eq!(file.column("ID"), ids(&approved));
    assert!(file.column("Status").iter().all(|s| s == "Approved"));
}

#[actix_web::test]
async fn the_users_file_matches_the_list_and_a_role_without_the_view_permission_gets_403() {
    let app = TestApp::with_export_batch(BATCH).await;
    let superadmin = app.superadmin().await;
    let own = InstitutionBuilder::new("EXP-OWN").build(&app).await.id;
    let mut accounts = Vec::new();
    for (username, role) in
        [("exp.teacher", "TEACHER"), ("exp.admin", "OTMADMIN"), ("exp.science", "SCIENCE"), ("exp.accountant", "ACCOUNTANT")]
    {
        accounts.push(AccountBuilder::new(username).role(role).at(own).build(&app).await);
    }
    let path = format!("/api/v1/users/?institution_id={own}&ordering=username");
    let path = path.as_str();
    let json = listed(&app, &superadmin, path).await;
    assert!(json.len() > BATCH as usize);
    let file = export(&app, &superadmin, path, "uz").await;
    assert_eq!(file.headers, ["ID", "F.I.Sh.", "Login", "Rollar", "Ta’lim muassasalari (TM)", "Holati", "Oxirgi kirish"]);
    assert_eq!(file.column("ID"), ids(&json));
    let usernames: Vec<String> = json.iter().map(|row| row["username"].as_str().unwrap().to_string()).collect();
    assert_eq!(file.column("Login"), usernames);

    let teacher = accounts[0].token.clone();
    for path in ["/api/v1/users/?format=xlsx", "/api/v1/staffs/?format=xlsx", "/api/v1/audit-log/?format=xlsx"] {
        let refused = app.get(path, &teacher).await;
        assert_eq!(refused.status, StatusCode::FORBIDDEN, "{path}: {}", refused.body);
        assert_eq!(refused.headers.get("content-type").unwrap(), "application/json", "{path}");
    }
    let refused = app.get("/api/v1/users/?format=pdf", &superadmin).await;
    assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{}", refused.body);
}

#[actix_web::test]
async fn every_list_screen_answers_a_file() {
    let app = TestApp::new().await;
    let superadmin = app.superadmin().await;
    let ministry = app.ministry().await;
    let own = app.own_university("EXP-OWN").await;
    let otmadmin = own.admin.clone();
    // A teacher with a weekly lesson of a group and a topic entered.
    let teaching = TeachingBuilder::new(&own).students(1).build(&app).await;
    teaching.lesson("KI-26-01", "OM", "Aliyeva", "101", 1, 1).build(&app).await;
    let teacher = teaching.teacher_account(&app, "Aliyeva", "exp.teacher").await.token;
    TopicBuilder::new(teaching.subject("OM"), "Kirish", 1).by(&teacher).build(&app).await;
    let lists = [
        (&superadmin, "/api/v1/roles/"),
        (&superadmin, "/api/v1/audit-log/"),
        (&ministry, "/api/v1/institutions/"),
        (&ministry, "/api/v1/ministry-departments/"),
        (&ministry, "/api/v1/institution-departments/"),
        (&ministry, "/api/v1/institution-positions/"),
        (&ministry, "/api/v1/edu-directions/"),
        (&ministry, "/api/v1/edu-subjects/types/"),
        (&ministry, "/api/v1/edu-subjects/"),
        (&ministry, "/api/v1/subject-bundles/"),
        (&ministry, "/api/v1/curriculum-templates/"),
        (&ministry, "/api/v1/graduates/"),
        (&otmadmin, "/api/v1/staffs/teachers/"),
        (&otmadmin, "/api/v1/buildings/"),
        (&otmadmin, "/api/v1/rooms/"),
        (&otmadmin, "/api/v1/class-hours/"),
        (&otmadmin, "/api/v1/edu-groups/"),
        (&teacher, "/api/v1/teachers/topics/"),
        (&teacher, "/api/v1/teachers/edu-groups/"),
    ];
    for (token, path) in lists {
        let json = listed(&app, token, path).await;
        if *token == otmadmin || *token == teacher {
            assert!(!json.is_empty(), "the test built rows of {path}");
        }
        let file = export(&app, token, path, "uz").await;
        assert_eq!(file.rows.len(), json.len(), "{path}");
        assert!(file.headers.iter().all(|h| !h.is_empty()), "{path}: {:?}", file.headers);
    }
    // A ministry department with how many departments sit directly under it, as the tree shows.
    let top =
        app.post("/api/v1/ministry-departments/", &superadmin, serde_json::json!({ "name": { "uz": "Oliy ta’lim boshqarmasi" } })).await;
    assert_eq!(top.status, StatusCode::CREATED, "{}", top.body);
    for name in ["Litsenziyalash bo‘limi", "Akkreditatsiya bo‘limi"] {
        let body = serde_json::json!({ "name": { "uz": name }, "parent_id": top.body["result"]["id"] });
        assert_eq!(app.post("/api/v1/ministry-departments/", &superadmin, body).await.status, StatusCode::CREATED);
    }
    let departments = listed(&app, &superadmin, "/api/v1/ministry-departments/").await;
    let file = export(&app, &superadmin, "/api/v1/ministry-departments/", "uz").await;
    let children: Vec<String> =
        departments.iter().map(|d| departments.iter().filter(|c| c["parent_id"] == d["id"]).count().to_string()).collect();
    assert_eq!(file.column("Quyi bo‘limlar soni"), children);
    assert!(children.iter().any(|c| c != "0"), "{children:?}");
    // A topic's subject by its name, as the screen shows it.
    let topics = export(&app, &teacher, "/api/v1/teachers/topics/", "uz").await;
    let subjects = topics.column("Fan");
    assert!(!subjects.is_empty() && subjects.iter().all(|s| !s.is_empty() && s.parse::<i64>().is_err()), "{subjects:?}");
}

#[actix_web::test]
async fn ministry_files_of_lists_that_carry_an_institution_id_name_the_institution() {
    let app = TestApp::with_export_batch(BATCH).await;
    let ministry = app.superadmin().await;
    let own = app.own_university("EXP-OWN").await;
    let otmadmin = own.admin.clone();
    let other = InstitutionBuilder::new("EXP-OTHER").build(&app).await.id;
    let building = json!({ "name": "Bosh bino", "address": "Toshkent", "floors": 3 });
    let building = created(&app, &otmadmin, "/api/v1/buildings/", building).await.id;
    let room = json!({ "building_id": building, "name": "101", "floor": 1, "capacity": 30, "kind": "LECTURE" });
    created(&app, &otmadmin, "/api/v1/rooms/", room).await;
    let hour = json!({ "number": 1, "start_time": "08:30", "end_time": "09:50" });
    created(&app, &otmadmin, "/api/v1/class-hours/", hour).await;
    let institutions = listed(&app, &ministry, "/api/v1/institutions/").await;
    let name_of = |id: i64| {
        let institution = institutions.iter().find(|i| i["id"].as_i64() == Some(id)).unwrap();
        institution["name"]["uz"].as_str().unwrap().to_string()
    };
    let department = json!({ "institution_id": other, "name": { "uz": "Fizika fakulteti" }, "kind": "FACULTY" });
    let created = app.post("/api/v1/institution-departments/", &ministry, department).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    for path in ["/api/v1/rooms/", "/api/v1/class-hours/", "/api/v1/institution-departments/"] {
        let json = listed(&app, &ministry, path).await;
        assert!(!json.is_empty(), "{path}");
        let file = export(&app, &ministry, path, "uz").await;
        let expected: Vec<String> = json.iter().map(|row| name_of(row["institution_id"].as_i64().unwrap())).collect();
        let header = file.headers.last().unwrap().clone();
        assert!(header.starts_with("Ta’lim muassasasi"), "{path}: {:?}", file.headers);
        assert_eq!(file.column(&header), expected, "{path}");

        let own = export(&app, &otmadmin, path, "uz").await;
        assert!(!own.headers.iter().any(|h| h.starts_with("Ta’lim muassasasi")), "{path}: {:?}", own.headers);
    }
}

#[actix_web::test]
async fn an_export_in_uzbek_cyrillic_has_the_screens_cyrillic_headers_and_names() {
    let app = TestApp::new().await;
    let ministry = app.ministry().await;
    let own = app.own_university("EXP-OWN").await;
    for serial in [5201, 5202] {
        StaffBuilder::new(serial).by(&own.admin).build(&app).await;
    }
    let path = format!("/api/v1/staffs/?institution_id={}&ordering=full_name", own.id);
    let path = path.as_str();
    let catalogue: Value = serde_json::from_str(include_str!("../../../frontend/src/messages/uz-Cyrl.json")).unwrap();
    let file = export(&app, &ministry, path, "uz-Cyrl").await;
    assert_eq!(file.headers[1], catalogue["staff.field.fullName"].as_str().unwrap());
    assert_eq!(file.headers[4], catalogue["staff.field.institution"].as_str().unwrap());
    let json = listed(&app, &ministry, path).await;
    assert_eq!(json.len(), 2);
    let institutions: Vec<String> = json.iter().map(|row| in_cyrillic(&row["institution"]["name"])).collect();
    assert_eq!(file.column(&file.headers[4].clone()), institutions);
}

/// A name as the Cyrillic interface shows it: its stored Cyrillic form, else its Uzbek transliterated.
fn in_cyrillic(name: &Value) -> String {
    match name["uz_cyrl"].as_str().unwrap_or_default() {
        "" => domain::transliteration::to_cyrillic(name["uz"].as_str().unwrap()),
        stored => stored.to_string(),
    }
}

#[actix_web::test]
async fn a_name_stored_in_cyrillic_shows_as_stored_and_one_without_shows_transliterated() {
    let app = TestApp::new().await;
    let ministry = app.ministry().await;
    let own = app.own_university("EXP-OWN").await;
    for serial in [5301, 5302] {
        StaffBuilder::new(serial).by(&own.admin).build(&app).await;
    }
    let id = own.id;
    let card = format!("/api/v1/institutions/{id}/");
    let staff = "/api/v1/staffs/?ordering=full_name";
    let institution_column = |file: &Exported| file.column(&file.headers[4].clone());
    let rows_of_own: Vec<usize> = listed(&app, &ministry, staff)
        .await
        .iter()
        .enumerate()
        .filter(|(_, row)| row["institution_id"].as_i64() == Some(id))
        .map(|(index, _)| index)
        .collect();
    assert_eq!(rows_of_own.len(), 2);

    let mut edit = app.get(&card, &ministry).await.body["result"].clone();
    edit["name"]["uz"] = "Sotsiologiya universiteti".into();
    edit["name"]["uz_cyrl"] = "Социология университети".into();
    let stored = app.put(&card, &ministry, edit.clone()).await;
    assert_eq!(stored.status, StatusCode::OK, "{}", stored.body);
    assert_eq!(stored.body["result"]["name"]["uz_cyrl"], "Социология университети");
    // The staff's kept lines follow the rename, and the file in Cyrillic shows the stored form.
    let file = export(&app, &ministry, staff, "uz-Cyrl").await;
    for row in &rows_of_own {
        assert_eq!(institution_column(&file)[*row], "Социология университети");
    }
    assert_eq!(listed(&app, &ministry, staff).await[rows_of_own[0]]["institution"]["name"]["uz_cyrl"], "Социология университети");

    edit["version"] = stored.body["result"]["version"].clone();
    edit["name"]["uz_cyrl"] = "я".repeat(256).into();
    let too_long = app.put(&card, &ministry, edit.clone()).await;
    assert_eq!(too_long.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", too_long.body);
    assert!(too_long.body["error"]["fields"]["name.uz_cyrl"].is_array(), "{}", too_long.body);

    edit["name"]["uz_cyrl"] = "".into();
    assert_eq!(app.put(&card, &ministry, edit).await.status, StatusCode::OK);
    let transliterated = domain::transliteration::to_cyrillic("Sotsiologiya universiteti");
    assert_ne!(transliterated, "Социология университети", "the stored form is the one transliteration cannot give");
    let file = export(&app, &ministry, staff, "uz-Cyrl").await;
    for row in &rows_of_own {
        assert_eq!(institution_column(&file)[*row], transliterated);
    }
}
