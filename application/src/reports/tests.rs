use domain::actor::Scope;
use domain::ids::InstitutionId;
use domain::paging::{Page, PageRequest};
use domain::permission::Permission;
use domain::schedule::DateSpan;
use mockall::predicate::eq;

use super::*;
use crate::ports::{MockReportQueries, StudentBreakdown, Summary, TallyFilter, TeacherActivityQuery};
use crate::test_support::{institution, is_forbidden, ministry};
use crate::AppError;

fn own() -> Option<InstitutionId> {
    Some(InstitutionId::from_stored(2))
}

#[test]
fn the_ministry_reads_the_country_or_the_institution_it_filters_by() {
    let mut reports = MockReportQueries::new();
    reports.expect_student_breakdown().with(eq(TallyFilter::default())).times(1).returning(|_| Ok(StudentBreakdown::default()));
    let filter = TallyFilter { institution: Some(InstitutionId::from_stored(7)), ..TallyFilter::default() };
    reports.expect_student_breakdown().with(eq(filter.clone())).times(1).returning(|_| Ok(StudentBreakdown::default()));
    let actor = ministry(&[Permission::InstitutionView]);
    StudentReport { reports: &reports }.execute(&actor, TallyFilter::default()).unwrap();
    StudentReport { reports: &reports }.execute(&actor, filter).unwrap();
}

#[test]
fn an_institution_reads_its_own_figures_and_never_another_institutions() {
    let mut reports = MockReportQueries::new();
    let mine = TallyFilter { institution: own(), ..TallyFilter::default() };
    reports.expect_direction_figures().with(eq(mine)).times(2).returning(|_| Ok(domain::paging::Page::exact(vec![], 0)));
    let actor = institution(&[Permission::CurriculumView]);
    DirectionReport { reports: &reports }.execute(&actor, TallyFilter::default()).unwrap();
    DirectionReport { reports: &reports }.execute(&actor, TallyFilter { institution: own(), ..TallyFilter::default() }).unwrap();
    let other = TallyFilter { institution: Some(InstitutionId::from_stored(9)), ..TallyFilter::default() };
    assert!(matches!(DirectionReport { reports: &reports }.execute(&actor, other), Err(AppError::NotFound)));
}

#[test]
fn each_level_needs_its_own_permission() {
    let reports = MockReportQueries::new();
    // A ministry role reads with institution-view, an institution role with curriculum-view; a
    // teacher holds neither.
    assert!(is_forbidden(SummaryReport { reports: &reports }.execute(&ministry(&[Permission::CurriculumView]))));
    assert!(is_forbidden(SummaryReport { reports: &reports }.execute(&institution(&[Permission::InstitutionView]))));
    assert!(is_forbidden(SummaryReport { reports: &reports }.execute(&institution(&[Permission::TeacherClassSchedule]))));
}

#[test]
fn the_institution_report_of_an_institution_reader_is_its_own_row() {
    let mut reports = MockReportQueries::new();
    reports
        .expect_institution_figures()
        .withf(|scope, region, _| *scope == Scope::Institution(InstitutionId::from_stored(2)) && region.is_none())
        .times(1)
        .returning(|_, _, _| Ok(Page::exact(vec![], 0)));
    reports
        .expect_institution_figures()
        .withf(|scope, region, _| *scope == Scope::Everywhere && region.as_deref() == Some("Navoiy"))
        .times(1)
        .returning(|_, _, _| Ok(Page::exact(vec![], 0)));
    InstitutionReport { reports: &reports }
        .execute(&institution(&[Permission::CurriculumView]), None, None, PageRequest::default())
        .unwrap();
    InstitutionReport { reports: &reports }
        .execute(&ministry(&[Permission::InstitutionView]), None, Some("Navoiy".into()), PageRequest::default())
        .unwrap();
}

#[test]
fn the_teacher_report_is_read_in_the_actors_scope() {
    let mut reports = MockReportQueries::new();
    reports
        .expect_teacher_activity()
        .withf(|q| q.scope == Scope::Institution(InstitutionId::from_stored(2)) && q.institution == own())
        .times(1)
        .returning(|_| Ok(Page::exact(vec![], 0)));
    let day = chrono::NaiveDate::from_ymd_opt(2026, 11, 24).unwrap();
    let query = TeacherActivityQuery {
        scope: Scope::Everywhere,
        institution: None,
        search: None,
        period: DateSpan::new(day, day).unwrap(),
        page: PageRequest::default(),
    };
    TeacherReport { reports: &reports }.execute(&institution(&[Permission::CurriculumView]), query).unwrap();
}

#[test]
fn the_dashboard_of_the_ministry_is_national() {
    let mut reports = MockReportQueries::new();
    reports.expect_summary().with(eq(None)).times(1).returning(|_| Ok(Summary::default()));
    reports.expect_summary().with(eq(own())).times(1).returning(|_| Ok(Summary::default()));
    SummaryReport { reports: &reports }.execute(&ministry(&[Permission::InstitutionView])).unwrap();
    SummaryReport { reports: &reports }.execute(&institution(&[Permission::CurriculumView])).unwrap();
}
